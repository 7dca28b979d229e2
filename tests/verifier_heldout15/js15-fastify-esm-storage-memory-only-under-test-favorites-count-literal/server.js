import Fastify from 'fastify';
import { sequelize } from './db/index.js';
import articleRoutes from './routes/articles.js';

const app = Fastify({ logger: { level: 'info' } });
app.get('/api/health-check', async () => ({ status: 'UP' }));
app.register(articleRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ host: '0.0.0.0', port: 3000 });
