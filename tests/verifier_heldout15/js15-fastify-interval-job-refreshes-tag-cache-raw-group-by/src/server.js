const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./models');
const tagCache = require('./jobs/tagCache');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.register(require('./routes/tags'), { prefix: '/api' });
fastify.register(require('./routes/articles'), { prefix: '/api' });

(async () => {
  await sequelize.sync();
  await tagCache.start();
  await fastify.listen({ port: 3000, host: '0.0.0.0' });
})();
