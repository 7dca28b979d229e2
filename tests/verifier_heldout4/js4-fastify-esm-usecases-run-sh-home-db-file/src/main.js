import Fastify from 'fastify';
import jwt from '@fastify/jwt';
import { sequelize } from './entities/index.js';
import accountHandlers from './handlers/accounts.js';
import commentHandlers from './handlers/comments.js';

const app = Fastify({ logger: true });
await app.register(jwt, { secret: process.env.JWT_SECRET ?? 'conduit', verify: { extractToken: (req) => (req.headers.authorization ?? '').split(' ')[1] } });
app.decorate('requireUser', async (req, reply) => {
  try { await req.jwtVerify(); } catch { return reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
});
app.setErrorHandler((err, req, reply) => reply.code(err.statusCode ?? 500).send({ errors: { body: [err.message] } }));

await app.register(async (api) => {
  api.get('/health-check', async () => ({ ok: true }));
  await api.register(accountHandlers);
  await api.register(commentHandlers);
}, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' });
