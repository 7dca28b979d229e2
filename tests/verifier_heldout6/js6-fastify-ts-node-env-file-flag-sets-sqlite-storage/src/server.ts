import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import jwt from '@fastify/jwt';
import { sequelize } from './db.js';
import './models.js';
import { userRoutes } from './routes/users.js';
import { commentRoutes } from './routes/comments.js';

declare module 'fastify' {
  interface FastifyInstance { authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void> }
}

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
await app.register(jwt, {
  secret: process.env.JWT_SECRET!,
  verify: { extractToken: (req) => req.headers.authorization?.split(' ')[1] },
});
app.decorate('authenticate', async (req: FastifyRequest, reply: FastifyReply) => {
  try { await req.jwtVerify(); } catch { await reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
});

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(userRoutes, { prefix: '/api' });
await app.register(commentRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
