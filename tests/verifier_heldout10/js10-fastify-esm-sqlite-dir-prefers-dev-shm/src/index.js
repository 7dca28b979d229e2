import Fastify from 'fastify';
import { sequelize } from './models/index.js';
import { storagePath } from './config/storage.js';
import users from './routes/users.js';

const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ ok: true }));
app.register(users, { prefix: '/api' });

await sequelize.sync();
app.log.info(`sqlite database at ${storagePath}`);
await app.listen({ port: 3000, host: '0.0.0.0' });
