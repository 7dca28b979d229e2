import Fastify from 'fastify';
import { config } from './config.js';
import { sequelize } from './models/index.js';
import commentRoutes from './routes/comments.js';

const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(commentRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: config.port, host: '0.0.0.0' });
