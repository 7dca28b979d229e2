import Fastify from 'fastify';
import { sequelize } from './database.js';
import './models/index.js';
import profileRoutes from './routes/profiles.js';

const app = Fastify({ logger: true });
app.decorateRequest('userId', null);
app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(profileRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
