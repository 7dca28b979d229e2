import jwt from '@fastify/jwt';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import container from './plugins/container.js';
import db from './plugins/db.js';
import articleRoutes from './routes/articles.js';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const app = Fastify({ logger: true });
await app.register(jwt, { secret: process.env.JWT_SECRET ?? 'conduit', verify: { extractToken: (r) => r.headers.authorization?.replace('Token ', '') } });
app.decorate('authenticate', async (req: FastifyRequest, reply: FastifyReply) => {
  try {
    await req.jwtVerify();
  } catch {
    reply.code(401).send({ errors: { body: ['unauthorized'] } });
  }
});
await app.register(db);
await app.register(container);
app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(articleRoutes, { prefix: '/api' });
await app.listen({ port: 3000, host: '0.0.0.0' });
