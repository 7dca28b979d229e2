import Fastify from 'fastify';
import database from './plugins/database.js';
import articleRoutes from './routes/articles.js';

const app = Fastify({ logger: process.env.NODE_ENV !== 'production' });

await app.register(database);
app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(articleRoutes, { prefix: '/api' });

await app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' });
