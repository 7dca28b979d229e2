import Fastify from 'fastify';
import { sequelize } from './db/sequelize.js';
import './models/tag.js';
import { tagRoutes } from './routes/tags.js';

const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(tagRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
