export default async function usersRoutes(fastify, opts) {
  const { userService } = opts;

  fastify.post('/users', async (request, reply) => {
    const user = await userService.register(request.body.user);
    return reply.code(201).send({ user });
  });

  fastify.post('/users/login', async (request, reply) => {
    const user = await userService.login(request.body.user);
    if (!user) return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    return { user };
  });
}
