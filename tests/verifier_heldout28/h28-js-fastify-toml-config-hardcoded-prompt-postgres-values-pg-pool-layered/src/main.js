import Fastify from 'fastify';
import { config } from './config.js';
import { migrate } from './db/pool.js';
import { userRoutes } from './http/routes/users.js';
import { profileRoutes } from './http/routes/profiles.js';
import { errorHandler } from './http/errors.js';

const app = Fastify({ logger: true });
app.decorateRequest('userId', null);
app.setErrorHandler(errorHandler);
app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(userRoutes, { prefix: '/api' });
await app.register(profileRoutes, { prefix: '/api' });

await migrate();
await app.listen({ port: config.server.port, host: config.server.host });
