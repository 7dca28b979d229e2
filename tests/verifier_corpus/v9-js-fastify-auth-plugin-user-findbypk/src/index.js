import Fastify from 'fastify';
import { sequelize } from './database.js';
import authenticate from './plugins/authenticate.js';
import userRoutes from './routes/users.js';
import commentRoutes from './routes/comments.js';

const app = Fastify({ logger: true });

app.setErrorHandler((err, request, reply) => {
  reply.code(err.statusCode ?? 500).send({ errors: { body: [err.message] } });
});

await app.register(authenticate);
app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(userRoutes, { prefix: '/api' });
await app.register(commentRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
