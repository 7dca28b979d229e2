import Fastify from 'fastify';
import { ensureSchema } from './repositories/db.js';
import userRoutes from './routes/users.js';

ensureSchema();
const app = Fastify();
app.get('/api/health-check', async () => ({ ok: true }));
app.register(userRoutes, { prefix: '/api' });
await app.listen({ port: 3000, host: '0.0.0.0' });
