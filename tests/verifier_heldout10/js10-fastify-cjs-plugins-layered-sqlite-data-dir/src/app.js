'use strict';
const Fastify = require('fastify');
const fp = require('fastify-plugin');

function buildApp() {
  const app = Fastify({ logger: true });

  app.register(require('@fastify/jwt'), {
    secret: process.env.JWT_SECRET || 'conduit-dev-secret',
    verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^Token /, '') },
  });

  app.register(fp(async (instance) => {
    instance.decorate('authenticate', async (request, reply) => {
      try {
        await request.jwtVerify();
      } catch (err) {
        reply.code(401).send({ errors: { token: ['invalid'] } });
      }
    });
  }));

  app.get('/api/health-check', async () => ({ status: 'ok' }));
  app.register(require('./routes/users'), { prefix: '/api' });
  return app;
}

module.exports = { buildApp };
