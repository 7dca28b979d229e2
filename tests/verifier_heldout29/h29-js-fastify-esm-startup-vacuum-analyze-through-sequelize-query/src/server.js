import Fastify from 'fastify';
import { prepareDatabase } from './db.js';
import users from './routes/users.js';
import profiles from './routes/profiles.js';

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(users, { prefix: '/api' });
app.register(profiles, { prefix: '/api' });

await prepareDatabase();
await app.listen({ port: 3000, host: '0.0.0.0' });
