const { registerBody, loginBody, updateBody } = require('./schemas/user.schema');

module.exports = async function userRoutes(fastify) {
  const { auth } = fastify.services;

  fastify.post('/users', { schema: { body: registerBody } }, async (request, reply) => {
    reply.code(201);
    return { user: await auth.register(request.body.user) };
  });

  fastify.post('/users/login', { schema: { body: loginBody } }, async (request) => ({ user: await auth.login(request.body.user) }));

  fastify.get('/user', { onRequest: fastify.authenticate }, async (request) => ({ user: await auth.me(request.userId) }));

  fastify.put('/user', { onRequest: fastify.authenticate, schema: { body: updateBody } }, async (request) => ({
    user: await auth.update(request.userId, request.body.user || {}),
  }));
};
