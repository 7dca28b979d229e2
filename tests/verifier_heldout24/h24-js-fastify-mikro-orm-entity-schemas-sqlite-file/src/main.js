import Fastify from 'fastify';
import { initOrm } from './orm.js';
import routes from './routes/index.js';

const orm = await initOrm();
const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ ok: true }));
await app.register(routes, { prefix: '/api', orm });
await app.listen({ port: 3000, host: '0.0.0.0' });
