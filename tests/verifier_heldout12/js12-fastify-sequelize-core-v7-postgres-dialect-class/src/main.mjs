import Fastify from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { sequelize } from './db/connection.mjs';
import './db/models.mjs';
import articles from './routes/articles.mjs';

const app = Fastify({ logger: { level: 'info' } });

await app.register(fastifyJwt, {
  secret: process.env.JWT_SECRET ?? 'conduit',
  formatUser: (payload) => ({ id: payload.id }),
  verify: { extractToken: (req) => req.headers.authorization?.replace(/^Token\s+/, '') },
});
app.decorate('authenticate', async (req, reply) => {
  try {
    await req.jwtVerify();
  } catch {
    return reply.code(401).send({ errors: { token: ['invalid'] } });
  }
});
app.addHook('onRequest', async (req) => {
  if (req.headers.authorization) {
    try { await req.jwtVerify(); } catch { /* anonymous */ }
  }
});

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(articles, { prefix: '/api' });

await sequelize.sync();
await app.listen({ host: '0.0.0.0', port: 3000 });
