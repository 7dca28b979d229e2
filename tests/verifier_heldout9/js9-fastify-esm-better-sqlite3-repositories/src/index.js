import Fastify from 'fastify';
import articleRoutes from './routes/articles.js';

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ ok: true }));
await app.register(articleRoutes, { prefix: '/api' });

await app.listen({ port: 3000, host: '0.0.0.0' });
