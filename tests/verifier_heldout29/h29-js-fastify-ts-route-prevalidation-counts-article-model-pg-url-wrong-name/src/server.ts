import Fastify from 'fastify';
import { config } from './config';
import { sequelize } from './models';
import { articleRoutes } from './routes/articles';
import { userRoutes } from './routes/users';

async function main() {
  const app = Fastify({ logger: true });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(articleRoutes, { prefix: '/api' });

  await sequelize.sync();
  await app.listen({ port: config.port, host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
