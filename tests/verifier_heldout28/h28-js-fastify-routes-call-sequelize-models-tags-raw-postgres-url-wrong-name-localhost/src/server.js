const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./models');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.register(require('./routes/users'), { prefix: '/api' });
fastify.register(require('./routes/articles'), { prefix: '/api' });
fastify.register(require('./routes/tags'), { prefix: '/api' });

const start = async () => {
  try {
    await sequelize.sync({ alter: true });
    await fastify.listen({ port: 3000, host: '0.0.0.0' });
  } catch (err) {
    fastify.log.error(err);
    process.exit(1);
  }
};
start();
