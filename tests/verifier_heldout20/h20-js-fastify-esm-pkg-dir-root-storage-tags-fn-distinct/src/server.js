import Fastify from 'fastify';
import { sequelize } from './db.js';
import tagRoutes from './tags.js';
import articleRoutes from './articles.js';

const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ ok: true }));
await app.register(tagRoutes, { prefix: '/api' });
await app.register(articleRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
