import Fastify from 'fastify';
import { createSchema } from './db/connection.js';
import { userRoutes } from './handlers/users.js';
import { commentRoutes } from './handlers/comments.js';

createSchema();

const app = Fastify({ logger: true });
app.route({ method: 'GET', url: '/api/health-check', handler: async () => ({ status: 'ok' }) });
for (const route of [...userRoutes, ...commentRoutes]) app.route(route);

await app.listen({ port: 3000, host: '0.0.0.0' });
