import Fastify from 'fastify';
import { sequelize } from './models/index.js';
import { buildContainer } from './container.js';
import articleRoutes from './routes/articles.js';
import profileRoutes from './routes/profiles.js';

const app = Fastify({ logger: true });
const { services } = buildContainer();

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(articleRoutes, { prefix: '/api/articles', services });
await app.register(profileRoutes, { prefix: '/api/profiles', services });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
