import Fastify from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { config } from './config.js';
import { sequelize } from './db.js';
import './models/index.js';
import userRoutes from './routes/users.js';
import articleRoutes from './routes/articles.js';

const app = Fastify({ logger: { level: config.logLevel } });

await app.register(fastifyJwt, {
  secret: config.jwtSecret,
  verify: { extractToken: (request) => (request.headers.authorization ?? '').replace(/^Token /, '') },
});

app.decorate('authenticate', async (request, reply) => {
  try {
    await request.jwtVerify();
  } catch {
    reply.code(401).send({ errors: { token: ['invalid'] } });
  }
});

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(userRoutes, { prefix: '/api' });
await app.register(articleRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: config.port, host: '0.0.0.0' });
