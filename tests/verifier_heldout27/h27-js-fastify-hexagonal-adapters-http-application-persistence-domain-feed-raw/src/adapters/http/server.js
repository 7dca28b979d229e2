import Fastify from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { usersRoutes } from './users-routes.js';
import { articlesRoutes } from './articles-routes.js';

const STATUS = { not_found: 404, invalid: 422, forbidden: 403, unauthorized: 401 };

export async function createHttpServer(services) {
  const app = Fastify({ logger: true });
  await app.register(fastifyJwt, {
    secret: process.env.JWT_SECRET ?? 'hexagon',
    verify: { extractToken: (req) => req.headers.authorization?.replace(/^Token /, '') },
  });
  app.decorate('authenticate', async (req) => req.jwtVerify());
  app.decorate('identify', async (req) => {
    if (req.headers.authorization) await req.jwtVerify().catch(() => undefined);
  });
  app.setErrorHandler((err, _req, reply) => {
    if (err.kind) return reply.code(STATUS[err.kind] ?? 400).send({ errors: err.errors });
    return reply.code(err.statusCode ?? 500).send({ errors: { body: [err.message] } });
  });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(usersRoutes(services), { prefix: '/api' });
  await app.register(articlesRoutes(services), { prefix: '/api' });
  return app;
}
