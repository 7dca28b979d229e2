'use strict';
const Fastify = require('fastify');
const dbPlugin = require('./plugins/db');
const servicesPlugin = require('./plugins/services');
const authPlugin = require('./plugins/auth');

async function buildApp() {
  const app = Fastify({ logger: true });
  await app.register(dbPlugin);
  await app.register(servicesPlugin);
  await app.register(authPlugin);

  await app.register(async (api) => {
    api.get('/health-check', async () => ({ status: 'ok' }));
    await api.register(require('./routes/users'));
    await api.register(require('./routes/profiles'));
    await api.register(require('./routes/articles'));
    await api.register(require('./routes/tags'));
  }, { prefix: '/api' });

  app.setErrorHandler((err, request, reply) => {
    const status = err.statusCode || 500;
    if (status === 422) return reply.code(422).send({ errors: { body: [err.message] } });
    request.log.error(err);
    return reply.code(status).send({ errors: { body: [err.message] } });
  });
  return app;
}

module.exports = buildApp;
