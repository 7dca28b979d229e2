module.exports = async function usersRoutes(fastify) {
  const { userService } = fastify.services;

  fastify.post('/users', async (request, reply) => {
    reply.code(201);
    return { user: userService.register(request.body.user) };
  });

  fastify.post('/users/login', async (request) => ({ user: userService.login(request.body.user) }));
};
