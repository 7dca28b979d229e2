const Fastify = require('fastify');

function buildApp() {
  const app = Fastify({ logger: { level: 'info' } });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  app.register(require('./routes/tags'), { prefix: '/api' });
  return app;
}

module.exports = { buildApp };
