import 'dotenv/config';
import Fastify from 'fastify';
import { sequelize } from './db.js';
import { feedRoutes } from './routes/feed.js';

const app = Fastify();
app.get('/api/health-check', async () => ({ ok: true }));
await app.register(feedRoutes, { prefix: '/api' });
await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
