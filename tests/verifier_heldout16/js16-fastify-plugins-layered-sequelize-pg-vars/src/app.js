const Fastify = require('fastify');

module.exports = async function buildApp() {
  const app = Fastify({ logger: true });
  await app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'conduit-dev-secret' });
  await app.register(require('./plugins/sequelize'));
  await app.register(require('./plugins/container'));
  await app.register(require('./routes/users'), { prefix: '/api' });
  await app.register(require('./routes/articles'), { prefix: '/api' });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  return app;
};
