module.exports = async function usersRoutes(fastify) {
  fastify.post('/users', async (request, reply) => {
    const user = await fastify.services.users.register(request.body.user || {});
    return reply.code(201).send({ user });
  });
};
