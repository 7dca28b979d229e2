import Fastify from 'fastify';
import { sequelize } from './db.js';
import './models/user.js';
import './models/follow.js';
import usersRoutes from './routes/users.js';
import profilesRoutes from './routes/profiles.js';

const app = Fastify({ logger: false });

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(usersRoutes, { prefix: '/api' });
app.register(profilesRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
