const fastify = require('fastify')({ logger: false });
const { init } = require('./src/db');

init();
fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.register(require('./src/routes/users'), { prefix: '/api' });
fastify.register(require('./src/routes/articles'), { prefix: '/api/articles' });

fastify.listen({ port: 3000, host: '0.0.0.0' }).catch((e) => { console.error(e); process.exit(1); });
