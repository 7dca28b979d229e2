const authService = require('../services/authService');

module.exports = async function userRoutes(fastify) {
  const present = (user) => ({
    email: user.email,
    username: user.username,
    bio: user.bio,
    image: user.image,
    token: fastify.jwt.sign({ id: user.id }),
  });

  fastify.post('/users', async (request, reply) => {
    const user = await authService.register(request.body.user);
    reply.code(201);
    return { user: present(user) };
  });

  fastify.post('/users/login', async (request, reply) => {
    const user = await authService.authenticate(request.body.user);
    if (!user) return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    return { user: present(user) };
  });

  fastify.get('/user', { onRequest: [fastify.authenticate] }, async (request) => {
    const user = await authService.findById(request.user.id);
    return { user: present(user) };
  });
};
