import Fastify from 'fastify';
import { sequelize } from './db.js';
import { registerArticleRoutes } from './routes/articles.js';

const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ status: 'ok' }));
await registerArticleRoutes(app);
await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
