const Fastify = require('fastify');
const fastifyJwt = require('@fastify/jwt');
const tagRoutes = require('./routes/tags');
const articleRoutes = require('./routes/articles');

function buildApp() {
  const app = Fastify({ logger: true });

  app.register(fastifyJwt, {
    secret: process.env.JWT_SECRET || 'conduit-fastify-secret',
    verify: { extractToken: (request) => (request.headers.authorization || '').replace(/^Token /, '') },
  });
  app.decorate('authenticate', async (request, reply) => {
    try {
      await request.jwtVerify();
    } catch {
      reply.code(401).send({ errors: { token: ['missing or invalid'] } });
    }
  });

  app.setErrorHandler((err, request, reply) => {
    if (err.errors) return reply.code(err.statusCode).send({ errors: err.errors });
    request.log.error(err);
    return reply.code(err.statusCode || 500).send({ errors: { body: [err.message] } });
  });

  app.get('/api/health-check', async () => ({ status: 'ok' }));
  app.register(tagRoutes, { prefix: '/api' });
  app.register(articleRoutes, { prefix: '/api' });
  return app;
}

module.exports = { buildApp };
