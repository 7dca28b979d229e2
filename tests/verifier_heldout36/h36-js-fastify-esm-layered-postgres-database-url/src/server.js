import Fastify from 'fastify';
import { sequelize } from './models/index.js';
import { profileRoutes } from './routes/profile.routes.js';
const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(profileRoutes, { prefix: '/api/profiles' });
await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
