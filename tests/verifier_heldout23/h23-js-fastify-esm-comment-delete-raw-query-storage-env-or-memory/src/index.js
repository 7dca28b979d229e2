import Fastify from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { initDb } from './db.js';
import users from './routes/users.js';
import profiles from './routes/profiles.js';
import articles from './routes/articles.js';
import comments from './routes/comments.js';

const app = Fastify({ logger: true });

await app.register(fastifyJwt, {
  secret: process.env.JWT_SECRET ?? 'conduit-dev-secret',
  verify: { extractToken: (req) => (req.headers.authorization ?? '').replace(/^(Token|Bearer) /, '') },
});

app.decorate('authenticate', async (req, reply) => {
  try {
    await req.jwtVerify();
  } catch {
    reply.code(401).send({ errors: { body: ['unauthorized'] } });
  }
});

app.decorate('identify', async (req) => {
  try { await req.jwtVerify(); } catch { req.user = undefined; }
});

await app.register(async (api) => {
  api.get('/health-check', async () => ({ ok: true }));
  await api.register(users);
  await api.register(profiles);
  await api.register(articles);
  await api.register(comments);
}, { prefix: '/api' });

await initDb();
await app.listen({ port: 3000, host: '0.0.0.0' });
