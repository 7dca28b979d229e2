import Fastify from 'fastify';
import { port } from './config.js';
import { sequelize } from './db.js';
import { tagRoutes } from './routes/tags.js';

const app = Fastify();
app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(tagRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port, host: '0.0.0.0' });
