import Fastify from 'fastify';
import { sequelize } from './db.js';
import './models/user.js';
import profileRoutes from './routes/profiles.js';

const app = Fastify({ logger: false });
app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(profileRoutes);

await sequelize.sync();
await app.listen({ host: '0.0.0.0', port: Number(process.env.PORT ?? 3000) });
