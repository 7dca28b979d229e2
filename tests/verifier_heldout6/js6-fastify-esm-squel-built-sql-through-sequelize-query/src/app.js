import Fastify from 'fastify';
import jwt from '@fastify/jwt';
import { sequelize } from './models/index.js';
import articles from './routes/articles.js';
import users from './routes/users.js';

const app = Fastify({ logger: { level: 'info' } });

app.register(jwt, {
  secret: process.env.JWT_SECRET ?? 'dev',
  verify: { extractToken: (req) => req.headers.authorization?.replace(/^Token /, '') },
});
app.decorate('authenticate', async (req, reply) => {
  try { await req.jwtVerify(); } catch { reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
});

app.get('/api/health-check', async () => ({ healthy: true }));
app.register(users, { prefix: '/api' });
app.register(articles, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
