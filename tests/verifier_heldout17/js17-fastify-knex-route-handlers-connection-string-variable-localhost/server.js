const fastify = require('fastify')({ logger: true });
const db = require('./db');

fastify.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'secret' });
fastify.register(require('./routes/articles'), { prefix: '/api' });
fastify.register(require('./routes/tags'), { prefix: '/api' });
fastify.get('/api/health-check', async () => ({ ok: true }));

db.migrate().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));
