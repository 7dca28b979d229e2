import Fastify from 'fastify';
import users from './routes/users.js';
import tags from './routes/tags.js';

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(users, { prefix: '/api' });
app.register(tags, { prefix: '/api' });

await app.listen({ port: Number(process.env.PORT), host: '0.0.0.0' });
