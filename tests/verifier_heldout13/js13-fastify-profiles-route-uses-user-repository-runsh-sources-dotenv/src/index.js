import Fastify from 'fastify';
import { sequelize } from './models/db.js';
import './models/User.js';
import users from './routes/users.js';
import profiles from './routes/profiles.js';

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ ok: true }));
await app.register(users, { prefix: '/api' });
await app.register(profiles, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' });
