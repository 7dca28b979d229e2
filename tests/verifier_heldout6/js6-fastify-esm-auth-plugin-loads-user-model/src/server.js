import Fastify from 'fastify';
import { sequelize } from './models/index.js';
import auth from './plugins/auth.js';
import userRoutes from './routes/users.js';
import commentRoutes from './routes/comments.js';

const app = Fastify({ logger: true });

await app.register(auth);
await app.register(async (api) => {
  api.get('/health-check', async () => ({ status: 'ok' }));
  await api.register(userRoutes);
  await api.register(commentRoutes);
}, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
