module.exports = async function userRoutes(fastify) {
  const { auth } = fastify.services;

  fastify.post('/users', async (request, reply) => {
    reply.code(201);
    return { user: await auth.register(request.body.user) };
  });

  fastify.post('/users/login', async (request) => ({ user: await auth.login(request.body.user) }));

  fastify.get('/user', { onRequest: fastify.authenticate }, async (request) => ({ user: await auth.me(request.userId) }));

  fastify.put('/user', { onRequest: fastify.authenticate }, async (request) => ({
    user: await auth.update(request.userId, request.body.user || {}),
  }));
};
