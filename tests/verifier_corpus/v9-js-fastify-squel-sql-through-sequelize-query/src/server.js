const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./db');
require('./models');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.register(require('./routes/tags'), { prefix: '/api' });
fastify.register(require('./routes/articles'), { prefix: '/api' });

async function start() {
  await sequelize.sync();
  await fastify.listen({ port: 3000, host: '0.0.0.0' });
}

start().catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
