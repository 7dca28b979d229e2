import Fastify from 'fastify';
import { sequelize } from './db/sequelize';
import { seed } from './db/seed';
import tagRoutes from './routes/tags';

async function main() {
  await sequelize.sync();
  await seed();
  const app = Fastify({ logger: true });
  app.get('/api/health-check', async () => ({ ok: true }));
  await app.register(tagRoutes, { prefix: '/api' });
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main();
