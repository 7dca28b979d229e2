import Fastify from 'fastify';
import { initDatabase } from './database.js';
import tagRoutes from './tags.js';
import articleRoutes from './articles.js';

const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ ok: true }));
app.register(tagRoutes, { prefix: '/api' });
app.register(articleRoutes, { prefix: '/api' });

await initDatabase();
await app.listen({ port: 3000, host: '0.0.0.0' });
