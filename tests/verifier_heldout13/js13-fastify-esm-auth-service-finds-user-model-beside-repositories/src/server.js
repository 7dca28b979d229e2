import Fastify from 'fastify';
import jwt from '@fastify/jwt';
import { sequelize } from './config/database.js';
import './models/user.js';
import './models/article.js';
import authRoutes from './routes/auth.routes.js';
import articleRoutes from './routes/article.routes.js';

const app = Fastify({ logger: true });
await app.register(jwt, {
  secret: process.env.JWT_SECRET ?? 'conduit-secret',
  verify: { extractToken: (req) => req.headers.authorization?.split(' ')[1] },
});
app.decorate('auth', async (req, reply) => {
  try {
    await req.jwtVerify();
  } catch {
    reply.code(401).send({ errors: { token: ['invalid'] } });
  }
});

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(authRoutes, { prefix: '/api' });
await app.register(articleRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
