module.exports = async function routes(fastify, opts) {
  fastify.get('/health-check', async () => ({ status: 'ok' }));
  await fastify.register(require('./users'), { jwtSecret: opts.jwtSecret });
  await fastify.register(require('./profiles'));
  await fastify.register(require('./articles'));
  await fastify.register(require('./comments'));
  await fastify.register(require('./tags'));
};
