import Fastify from 'fastify';
import jwt from '@fastify/jwt';
import { sequelize } from './models/index.mjs';
import { articleRoutes } from './routes/articles.mjs';

const app = Fastify({ logger: true });
await app.register(jwt, { secret: process.env.JWT_SECRET ?? 'conduit' });
app.get('/api/health-check', async () => ({ ok: true }));
await app.register(articleRoutes, { prefix: '/api/articles' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
