import Fastify from 'fastify';
import { sequelize } from './db/sequelize';
import { profileRoutes } from './routes/profiles';

async function main(): Promise<void> {
  const app = Fastify({ logger: true });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(profileRoutes, { prefix: '/api' });
  await sequelize.authenticate();
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
