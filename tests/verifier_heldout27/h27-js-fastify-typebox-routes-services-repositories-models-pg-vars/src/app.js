import Fastify from 'fastify';
import fastifyJwt from '@fastify/jwt';
import usersRoutes from './routes/users.js';
import articlesRoutes from './routes/articles.js';

export async function buildApp(services) {
  const app = Fastify({ logger: true, ajv: { customOptions: { coerceTypes: true, useDefaults: true } } });

  await app.register(fastifyJwt, {
    secret: process.env.JWT_SECRET ?? 'typebox-conduit',
    verify: { extractToken: (req) => req.headers.authorization?.replace(/^Token /, '') },
  });
  app.decorate('authenticate', async (req) => {
    await req.jwtVerify();
  });
  app.decorate('identify', async (req) => {
    if (req.headers.authorization) await req.jwtVerify().catch(() => undefined);
  });
  app.setErrorHandler((err, _req, reply) => {
    const status = err.statusCode ?? 500;
    reply.code(status).send({ errors: err.errors ?? { body: [err.message] } });
  });

  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(usersRoutes, { prefix: '/api', ...services });
  await app.register(articlesRoutes, { prefix: '/api', ...services });
  return app;
}
