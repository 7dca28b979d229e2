import Fastify from 'fastify';
import { sequelize } from './models/index.js';
import articlesRoutes from './routes/articles.js';
const app = Fastify();
app.get('/api/health-check', async () => ({ ok: true }));
await app.register(articlesRoutes, { prefix: '/api/articles' });
await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
