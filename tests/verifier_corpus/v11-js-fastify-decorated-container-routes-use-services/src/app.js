'use strict';

const Fastify = require('fastify');
const { sequelize } = require('./models/user');

async function start() {
  const app = Fastify({ logger: true });
  await app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'conduit' });
  await app.register(require('./plugins/container'));

  app.decorate('auth', async (request, reply) => {
    try {
      const token = (request.headers.authorization || '').replace(/^Token /, '');
      request.user = app.jwt.verify(token);
    } catch (_err) {
      reply.code(401).send({ errors: { body: ['unauthorized'] } });
    }
  });

  app.setErrorHandler((err, request, reply) => {
    reply.code(err.statusCode || 500).send({ errors: { body: [err.message] } });
  });

  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(require('./routes/users'), { prefix: '/api' });

  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

start();
