import Fastify from 'fastify';
import { ensureSchema } from './db';
import { articleRoutes } from './routes/articles';
import { userRoutes } from './routes/users';

async function start() {
  await ensureSchema();
  const app = Fastify({ logger: true });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(articleRoutes, { prefix: '/api' });
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

start().catch((err) => {
  console.error(err);
  process.exit(1);
});
