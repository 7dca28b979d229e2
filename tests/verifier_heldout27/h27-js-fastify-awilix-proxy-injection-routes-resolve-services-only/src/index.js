'use strict';

const Fastify = require('fastify');
const { fastifyAwilixPlugin } = require('@fastify/awilix');
const { registerDependencies } = require('./container');
const { sequelize } = require('./models');

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set');
  await sequelize.sync();

  const app = Fastify({ logger: true });
  await app.register(fastifyAwilixPlugin, { disposeOnClose: true, disposeOnResponse: false });
  registerDependencies();

  await app.register(require('@fastify/jwt'), {
    secret: process.env.JWT_SECRET || 'awilix-conduit',
    verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^Token /, '') },
  });
  app.decorate('authenticate', async (req) => req.jwtVerify());
  app.decorate('identify', async (req) => {
    if (req.headers.authorization) await req.jwtVerify().catch(() => undefined);
  });
  app.setErrorHandler((err, req, reply) => {
    reply.code(err.statusCode || 500).send({ errors: { body: [err.message] } });
  });

  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(require('./routes/users'), { prefix: '/api' });
  await app.register(require('./routes/articles'), { prefix: '/api' });
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
