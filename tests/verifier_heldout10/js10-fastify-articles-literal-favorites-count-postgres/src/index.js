const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./models');

fastify.addHook('onRequest', async (request) => {
  request.userId = Number(request.headers['x-user-id']) || null;
});
fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.register(require('./routes/articles'), { prefix: '/api' });

sequelize
  .sync()
  .then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }))
  .catch((err) => {
    fastify.log.error(err);
    process.exit(1);
  });
