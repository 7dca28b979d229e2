import Fastify from 'fastify';
import jwt from '@fastify/jwt';
import { sequelize } from './models/index.js';
import articleRoutes from './routes/articles.js';
import userRoutes from './routes/users.js';

const app = Fastify({ logger: true });

await app.register(jwt, {
  secret: process.env.JWT_SECRET ?? 'conduit',
  verify: { extractToken: (req) => req.headers.authorization?.replace(/^Token /, '') },
});
app.decorate('authenticate', async (req, reply) => {
  try { await req.jwtVerify(); } catch { reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
});

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(userRoutes, { prefix: '/api' });
await app.register(articleRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
