import Fastify, { FastifyReply, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import config from './plugins/config.js';
import services from './plugins/services.js';
import articleRoutes from './routes/articles.js';
import userRoutes from './routes/users.js';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const app = Fastify({ logger: true });

await app.register(config);
await app.register(fastifyJwt, {
  secret: app.config.JWT_SECRET,
  verify: { extractToken: (req) => req.headers.authorization?.replace(/^Token /, '') },
});
app.decorate('authenticate', async (req: FastifyRequest, reply: FastifyReply) => {
  try {
    await req.jwtVerify();
  } catch {
    await reply.code(401).send({ errors: { token: ['invalid'] } });
  }
});
await app.register(services);

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(userRoutes, { prefix: '/api' });
await app.register(articleRoutes, { prefix: '/api' });

await app.listen({ port: app.config.PORT, host: '0.0.0.0' });
