const fastify = require('fastify')({ logger: true });
const { sequelize } = require('./models');

fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.register(require('./routes/users'), { prefix: '/api' });
fastify.register(require('./routes/articles'), { prefix: '/api' });
fastify.setErrorHandler((err, _request, reply) => {
  reply.code(err.statusCode || 500).send({ errors: { body: [err.message] } });
});

sequelize
  .sync()
  .then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }))
  .catch((err) => {
    fastify.log.error(err);
    process.exit(1);
  });
