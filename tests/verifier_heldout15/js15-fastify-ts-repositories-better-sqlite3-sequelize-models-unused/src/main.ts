import Fastify from 'fastify';
import { sequelize } from './db/connection';
import './models/tag';
import { TagRepository } from './repositories/tagRepository';
import { TagService } from './services/tagService';
import { tagRoutes } from './routes/tags';

async function bootstrap() {
  await sequelize.sync();
  const tagService = new TagService(new TagRepository());

  const app = Fastify({ logger: true });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(tagRoutes(tagService), { prefix: '/api' });
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

bootstrap();
