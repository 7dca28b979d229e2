import Fastify from 'fastify';
import { sequelize } from './models/index.js';
import { articleRoutes } from './routes/articles.js';
import { HttpError } from './services/article.service.js';

const app = Fastify({ logger: true });

app.setErrorHandler((error, _request, reply) => {
  const status = error instanceof HttpError ? error.status : 500;
  reply.code(status).send({ errors: { body: [error.message] } });
});

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(articleRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
