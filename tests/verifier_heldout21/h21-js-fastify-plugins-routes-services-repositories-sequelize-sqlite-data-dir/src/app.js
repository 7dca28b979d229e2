const Fastify = require('fastify');
const dbPlugin = require('./plugins/db');
const routes = require('./routes');

module.exports = async function buildApp() {
  const app = Fastify({ logger: true });
  await app.register(dbPlugin);
  await app.register(routes, { prefix: '/api' });
  return app;
};
