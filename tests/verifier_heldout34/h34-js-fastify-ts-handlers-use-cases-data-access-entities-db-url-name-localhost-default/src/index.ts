import Fastify from 'fastify';
import { sequelize } from './data-access/connection';
import { profileHandlers } from './handlers/profiles';

const app = Fastify();
app.get('/api/health-check', async () => ({ ok: true }));
app.register(profileHandlers);

sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
