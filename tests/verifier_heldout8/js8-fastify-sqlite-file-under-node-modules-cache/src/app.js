'use strict';

const Fastify = require('fastify');

const app = Fastify({ logger: true });

app.register(require('@fastify/jwt'), {
  secret: process.env.JWT_SECRET || 'not-so-secret',
  verify: { extractToken: (req) => (req.headers.authorization || '').split(' ')[1] },
});
app.decorate('auth', async (req, reply) => {
  try { await req.jwtVerify(); } catch (e) { reply.code(401).send({ errors: { token: ['invalid'] } }); }
});
app.register(require('./db'));
app.register(async (api) => {
  api.get('/health-check', async () => ({ ok: true }));
  api.register(require('./routes/users'));
  api.register(require('./routes/comments'));
}, { prefix: '/api' });

app.listen({ port: 3000, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
