const fastify = require('fastify')({ logger: true });
const { db, init } = require('./lib/db');

fastify.get('/api/health-check', async () => 'ok');
fastify.register(require('./routes/tags'), { prefix: '/api' });
fastify.register(require('./routes/profiles'), { prefix: '/api' });

init().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));
