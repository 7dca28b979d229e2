import Fastify from 'fastify';
import jwt from '@fastify/jwt';
import { migrate } from './db/pool.js';
import users from './routes/users.js';
import articles from './routes/articles.js';

const app = Fastify({ logger: true });
await app.register(jwt, { secret: process.env.JWT_SECRET ?? 'conduit' });
app.get('/api/health-check', async () => ({ ok: true }));
await app.register(users, { prefix: '/api' });
await app.register(articles, { prefix: '/api' });

await migrate();
await app.listen({ port: 3000, host: '0.0.0.0' });
