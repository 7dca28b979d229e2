import Fastify from 'fastify';
import jwt from '@fastify/jwt';
import users from './routes/users.js';
import tags from './routes/tags.js';

const app = Fastify();
await app.register(jwt, { secret: process.env.JWT_SECRET ?? 'dev' });
app.get('/api/health-check', async () => 'OK');
await app.register(users, { prefix: '/api' });
await app.register(tags, { prefix: '/api' });
await app.listen({ port: 3000, host: '0.0.0.0' });
