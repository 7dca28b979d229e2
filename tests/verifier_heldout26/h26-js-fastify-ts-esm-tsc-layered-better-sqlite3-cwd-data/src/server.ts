import Fastify from 'fastify';
import { migrate } from './db/connection.js';
import { userRepository } from './repositories/user-repository.js';
import { createUserService } from './services/user-service.js';
import { ServiceError } from './services/errors.js';
import { userRoutes } from './routes/users.js';

migrate();

const app = Fastify({ logger: true });

app.setErrorHandler((err, _req, reply) => {
  const status = err instanceof ServiceError ? err.statusCode : 500;
  reply.code(status).send({ errors: { body: [err.message] } });
});

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(userRoutes(createUserService(userRepository)), { prefix: '/api' });

await app.listen({ host: '0.0.0.0', port: Number(process.env.PORT ?? 3000) });
