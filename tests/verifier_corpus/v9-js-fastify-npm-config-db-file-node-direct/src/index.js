import Fastify from 'fastify';
import { sequelize } from './db.js';
import users from './routes/users.js';

const app = Fastify();

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(users, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
