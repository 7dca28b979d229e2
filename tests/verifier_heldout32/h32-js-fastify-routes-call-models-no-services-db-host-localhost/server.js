const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./models');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.register(require('./routes/articles'), { prefix: '/api' });

(async () => {
  await sequelize.sync();
  await fastify.listen({ port: 3000, host: '0.0.0.0' });
})();
