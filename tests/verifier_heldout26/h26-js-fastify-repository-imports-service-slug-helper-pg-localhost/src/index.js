const fastify = require('fastify')({ logger: true });
const { setup } = require('./db');

fastify.setErrorHandler((err, req, reply) => reply.code(err.statusCode || 500).send({ errors: { body: [err.message] } }));
fastify.register(require('./routes'), { prefix: '/api' });

setup()
  .then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }))
  .catch((err) => { fastify.log.error(err); process.exit(1); });
