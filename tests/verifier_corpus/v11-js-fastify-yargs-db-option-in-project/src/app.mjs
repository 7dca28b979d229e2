import Fastify from 'fastify';
import { argv } from './cli.mjs';
import db from './plugins/db.mjs';
import profiles from './routes/profiles.mjs';

const app = Fastify({ logger: true });

await app.register(db, { file: argv.db });
app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(profiles, { prefix: '/api' });

await app.listen({ port: argv.port, host: '0.0.0.0' });
