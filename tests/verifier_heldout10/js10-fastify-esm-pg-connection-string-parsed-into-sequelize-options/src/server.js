import Fastify from 'fastify';
import { sequelize } from './lib/db.js';
import './models/profile.js';
import profiles from './routes/profiles.js';

const app = Fastify({ logger: { level: 'info' } });

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(profiles, { prefix: '/api' });

await sequelize.authenticate();
await sequelize.sync();
await app.listen({ host: '0.0.0.0', port: 3000 });
