const userService = require('../services/user-service');

module.exports = async function userRoutes(fastify) {
  const view = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: fastify.jwt.sign({ id: u.id }) } });

  fastify.post('/users', async (request, reply) => reply.code(201).send(view(await userService.register(request.body.user))));

  fastify.post('/users/login', async (request, reply) => {
    const user = await userService.login(request.body.user);
    if (!user) return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    return view(user);
  });

  fastify.get('/user', { onRequest: [fastify.authenticate] }, async (request) => view(await userService.current(request.user.id)));
};
