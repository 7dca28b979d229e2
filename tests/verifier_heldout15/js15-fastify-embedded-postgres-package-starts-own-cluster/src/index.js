import Fastify from 'fastify';
import { startDatabase, stopDatabase } from './db/postgres.js';
import tagRoutes from './routes/tags.js';

const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ ok: true }));
app.register(tagRoutes, { prefix: '/api' });

await startDatabase();
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => { await app.close(); await stopDatabase(); process.exit(0); });
}
await app.listen({ port: 3000, host: '0.0.0.0' });
