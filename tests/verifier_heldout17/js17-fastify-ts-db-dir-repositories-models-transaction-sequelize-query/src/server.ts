import Fastify from 'fastify';
import jwt from '@fastify/jwt';
import { sequelize } from './db/connection';
import './db/models';
import favoriteRoutes from './routes/favorites';

async function main() {
  const app = Fastify({ logger: true });
  await app.register(jwt, { secret: process.env.JWT_SECRET ?? 'dev' });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(favoriteRoutes, { prefix: '/api/articles' });
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}
main();
