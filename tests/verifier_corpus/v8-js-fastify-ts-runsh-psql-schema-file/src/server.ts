import Fastify from 'fastify';
import { sequelize } from './db.js';
import { articleRoutes } from './routes/articles.js';
import { userRoutes } from './routes/users.js';

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(userRoutes, { prefix: '/api' });
await app.register(articleRoutes, { prefix: '/api' });

// tables come from db/schema.sql (run.sh); only check the connection here
await sequelize.authenticate();
await app.listen({ port: 3000, host: '0.0.0.0' });
