import Fastify from 'fastify';
import { sequelize } from './domain/index.js';
import { tagController } from './controllers/tagController.js';

const app = Fastify();
app.get('/api/health-check', async () => ({ ok: true }));
app.register(tagController, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
