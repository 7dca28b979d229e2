'use strict';

module.exports = async function (fastify) {
  fastify.setErrorHandler((err, _request, reply) => {
    reply.code(err.statusCode || 500).send({ errors: { body: [err.message] } });
  });

  await fastify.register(require('./plugins/postgres'));
  await fastify.register(require('./plugins/container'));

  fastify.get('/api/health-check', async () => ({ status: 'ok' }));
  await fastify.register(require('./routes/users'), { prefix: '/api' });
  await fastify.register(require('./routes/tags'), { prefix: '/api' });
};
