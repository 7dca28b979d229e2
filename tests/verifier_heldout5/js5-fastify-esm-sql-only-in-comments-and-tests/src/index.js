import Fastify from 'fastify';
import jwt from '@fastify/jwt';
import { sequelize } from './config/database.js';
import './models/index.js';
import articles from './routes/articles.js';
import users from './routes/users.js';

const app = Fastify({ logger: true });
await app.register(jwt, { secret: process.env.JWT_SECRET ?? 'insecure-dev-secret', verify: { extractToken: (r) => r.headers.authorization?.replace('Token ', '') } });
app.decorate('authenticate', async (req, reply) => {
  try { await req.jwtVerify(); } catch { return reply.code(401).send({ errors: { token: ['invalid'] } }); }
});

app.get('/api/health-check', async () => ({ ok: true }));
await app.register(users, { prefix: '/api' });
await app.register(articles, { prefix: '/api' });

await sequelize.sync();
await app.listen({ host: '0.0.0.0', port: 3000 });
