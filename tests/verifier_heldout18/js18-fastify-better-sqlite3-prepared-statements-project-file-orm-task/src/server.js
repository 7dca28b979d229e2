const fastify = require('fastify')({ logger: true });

fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.register(require('./routes/articles'), { prefix: '/api' });

fastify.listen({ port: 3000, host: '0.0.0.0' }).catch((e) => { fastify.log.error(e); process.exit(1); });
