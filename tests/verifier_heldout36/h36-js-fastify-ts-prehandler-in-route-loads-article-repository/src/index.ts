import Fastify from 'fastify';
import path from 'node:path';
import { initDb } from './models/db';
import { articleRoutes } from './routes/article.routes';
const app = Fastify();
app.get('/api/health-check', async () => ({ status: 'up' }));
app.register(articleRoutes, { prefix: '/api/articles' });
initDb(path.join(__dirname, '..', 'var', 'conduit.sqlite')).then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
