import Fastify from 'fastify';
import database from './plugins/database.js';
import profileRoutes from './routes/profiles.js';

export async function buildApp(opts = {}) {
  const app = Fastify(opts);
  await app.register(database);
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(profileRoutes, { prefix: '/api/profiles' });
  return app;
}
