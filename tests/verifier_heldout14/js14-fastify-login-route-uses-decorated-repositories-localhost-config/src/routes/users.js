module.exports = async function (fastify) {
  const { auth } = fastify.services;

  fastify.post('/users', async (request, reply) => {
    const user = await auth.register(request.body.user || {});
    return reply.code(201).send({ user });
  });

  fastify.post('/users/login', async (request, reply) => {
    const { email, password } = request.body.user || {};
    const user = await fastify.repositories.users.findByEmail(email);
    if (!user || !(await auth.checkPassword(user, password))) {
      return reply.code(401).send({ errors: { 'email or password': ['is invalid'] } });
    }
    return { user: auth.userJson(user) };
  });
};
