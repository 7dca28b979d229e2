const fastify = require('fastify')({ logger: true });

fastify.register(require('./plugins/db'));
fastify.register(require('./plugins/services'));
fastify.register(async (api) => {
  api.get('/health-check', async () => 'ok');
  api.register(require('./routes/articles'));
}, { prefix: '/api' });

fastify.listen({ port: 3000, host: '0.0.0.0' });
