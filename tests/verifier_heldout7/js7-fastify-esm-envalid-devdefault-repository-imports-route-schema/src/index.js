import Fastify from 'fastify';
import { config } from './plugins/env.js';
import { sequelize } from './models/index.js';
import articles from './routes/articles.js';

const fastify = Fastify({ logger: true });

fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.register(articles, { prefix: '/api' });

await sequelize.sync();
await fastify.listen({ port: config.PORT, host: '0.0.0.0' });
