import Fastify from 'fastify';
import jwt from '@fastify/jwt';
import { sequelize } from './db';
import './models';
import { ArticleRepository } from './repositories/article-repository';
import { ArticleService } from './services/article-service';
import { articleRoutes } from './routes/articles';

async function main() {
  await sequelize.sync();
  const app = Fastify({ logger: true });
  await app.register(jwt, { secret: process.env.JWT_SECRET ?? 'conduit' });
  app.get('/api/health-check', async () => ({ ok: true }));
  await app.register(articleRoutes(new ArticleService(new ArticleRepository())), { prefix: '/api' });
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => { console.error(err); process.exit(1); });
