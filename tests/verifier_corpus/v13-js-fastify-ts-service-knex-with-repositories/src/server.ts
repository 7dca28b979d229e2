import Fastify from 'fastify';
import { migrate } from './db.js';
import { articleRoutes } from './routes/articles.js';

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(articleRoutes, { prefix: '/api' });

await migrate();
await app.listen({ port: 3000, host: '0.0.0.0' });
