import Fastify from 'fastify';
import { sequelize } from './data/sequelize.js';
import './models/index.js';
import { articleRoutes } from './routes/articles.js';

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(articleRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
