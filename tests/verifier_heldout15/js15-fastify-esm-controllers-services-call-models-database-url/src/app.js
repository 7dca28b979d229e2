import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import { sequelize } from './config/database.js';
import userRoutes from './routes/user.routes.js';

const app = Fastify({ logger: true });

app.decorate('requireAuth', async (request, reply) => {
  const token = request.headers.authorization?.replace(/^Token\s+/, '');
  try {
    request.auth = jwt.verify(token, process.env.JWT_SECRET ?? 'secret');
  } catch {
    return reply.code(401).send({ errors: { body: ['unauthorized'] } });
  }
});

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(userRoutes, { prefix: '/api' });

await sequelize.sync({ alter: true });
await app.listen({ port: 3000, host: '0.0.0.0' });
