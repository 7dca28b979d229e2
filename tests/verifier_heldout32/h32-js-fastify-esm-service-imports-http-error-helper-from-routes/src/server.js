import Fastify from 'fastify';
import { sequelize } from './db/sequelize.js';
import './models/user.js';
import profiles from './routes/profiles.js';
import { errorHandler } from './routes/http-errors.js';

const app = Fastify({ logger: true });
app.setErrorHandler(errorHandler);
app.get('/api/health-check', async () => ({ ok: true }));
app.register(profiles, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
