import Fastify from 'fastify';
import { ensureDatabase } from './db/ensure-database.js';
import { sequelize } from './db/sequelize.js';
import users from './routes/users.js';

await ensureDatabase();
await sequelize.sync();

const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ ok: true }));
app.register(users, { prefix: '/api' });
await app.listen({ port: 3000, host: '0.0.0.0' });
