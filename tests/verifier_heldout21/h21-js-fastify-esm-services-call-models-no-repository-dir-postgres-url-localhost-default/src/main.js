import Fastify from 'fastify';
import { sequelize } from './models/index.js';
import userRoutes from './routes/user.routes.js';
import { config } from './config.js';

const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ ok: true }));
app.register(userRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: config.port, host: '0.0.0.0' });
