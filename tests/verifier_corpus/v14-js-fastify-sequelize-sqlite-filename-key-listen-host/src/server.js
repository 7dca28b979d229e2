const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./models');

fastify.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'conduit-dev-secret' });
fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.register(require('./routes/articles'), { prefix: '/api/articles' });

const start = async () => {
  try {
    await sequelize.sync();
    await fastify.listen({ port: 3000, host: '0.0.0.0' });
  } catch (err) {
    fastify.log.error(err);
    process.exit(1);
  }
};

start();
