const fp = require('fastify-plugin');

module.exports = fp(async (fastify) => {
  fastify.setErrorHandler((err, request, reply) => {
    reply.code(err.statusCode || 500).send({ errors: { body: [err.message] } });
  });
});
