import Fastify from 'fastify';
import { sequelize } from './lib/db.js';
import users from './routes/users.js';

const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ ok: true }));
app.register(users, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
