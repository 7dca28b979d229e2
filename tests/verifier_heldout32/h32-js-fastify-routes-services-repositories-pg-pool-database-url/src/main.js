import Fastify from 'fastify';
import { createSchema } from './repositories/pool.js';
import profiles from './routes/profiles.js';

const app = Fastify({ logger: true });
app.decorateRequest('userId', null);
app.get('/api/health-check', async () => ({ ok: true }));
app.register(profiles, { prefix: '/api' });

await createSchema();
await app.listen({ port: 3000, host: '0.0.0.0' });
