import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import autoload from '@fastify/autoload';
import { sequelize } from './db/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(autoload, { dir: path.join(here, 'routes'), options: { prefix: '/api' } });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
