import Fastify from 'fastify';
import { sequelize } from './lib/db.js';
import auth from './plugins/auth.js';
import users from './routes/users.js';
import profiles from './routes/profiles.js';

const app = Fastify({ logger: true });

await app.register(auth);
app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(users, { prefix: '/api' });
await app.register(profiles, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
