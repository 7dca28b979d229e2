import Fastify from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { sequelize } from './database.js';
import articleRoutes from './routes/articles.js';

const app = Fastify({ logger: true });

app.register(fastifyJwt, { secret: process.env.JWT_SECRET ?? 'dev-secret', verify: { extractToken: (req) => req.headers.authorization?.replace(/^Token /, '') } });
app.decorate('authenticate', async (request, reply) => {
  try {
    await request.jwtVerify();
  } catch {
    reply.code(401).send({ errors: { token: ['is missing or invalid'] } });
  }
});

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(articleRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
