import Fastify from 'fastify';
import { sequelize } from './models/index.js';
import auth from './plugins/auth.js';
import userRoutes from './routes/users.js';
import articleRoutes from './routes/articles.js';

const app = Fastify({ logger: true });

app.setErrorHandler((err, _req, reply) => {
  reply.code(err.statusCode ?? 500).send({ errors: { body: [err.message] } });
});

await app.register(auth);
app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(userRoutes, { prefix: '/api' });
await app.register(articleRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
