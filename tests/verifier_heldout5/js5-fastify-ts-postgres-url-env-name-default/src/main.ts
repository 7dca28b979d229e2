import Fastify from 'fastify';
import { env } from './config/env.js';
import { sequelize } from './models/index.js';
import { userRoutes } from './routes/users.js';
import { commentRoutes } from './routes/comments.js';

const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(userRoutes, { prefix: '/api' });
await app.register(commentRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: env.port, host: '0.0.0.0' });
