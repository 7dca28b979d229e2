const userService = require('../services/user.service');
const auth = require('./auth');

const body = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: userService.token(u) } });

module.exports = async function (fastify) {
  fastify.post('/users', async (request, reply) => reply.code(201).send(body(await userService.register(request.body.user))));
  fastify.post('/users/login', async (request, reply) => {
    const user = await userService.login(request.body.user);
    if (!user) return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    return body(user);
  });
  fastify.get('/user', { preHandler: auth.required }, async (request) => body(await userService.current(request.userId)));
  fastify.put('/user', { preHandler: auth.required }, async (request) => body(await userService.update(request.userId, request.body.user)));
};
