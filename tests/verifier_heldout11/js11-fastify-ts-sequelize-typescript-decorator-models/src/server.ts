import Fastify from 'fastify';
import { sequelize } from './database';
import { commentRoutes } from './comments';

async function main() {
  const app = Fastify();
  await sequelize.sync();
  app.get('/api/health-check', async () => ({ status: 'up' }));
  await app.register(commentRoutes);
  await app.listen({ port: 3000, host: '0.0.0.0' });
}
main();
