'use strict';
const userService = require('../services/users');

function serialize(user, token) {
  return { user: { email: user.email, token, username: user.username, bio: user.bio, image: user.image } };
}

module.exports = async function userRoutes(fastify) {
  fastify.post('/users', async (request, reply) => {
    try {
      const user = await userService.register(request.body && request.body.user);
      reply.code(201);
      return serialize(user, fastify.jwt.sign({ id: user.id }));
    } catch (err) {
      if (err instanceof userService.ValidationError) {
        reply.code(422);
        return { errors: { [err.field]: [err.message] } };
      }
      throw err;
    }
  });

  fastify.post('/users/login', async (request, reply) => {
    const user = await userService.authenticate(request.body && request.body.user);
    if (!user) {
      reply.code(401);
      return { errors: { credentials: ['invalid'] } };
    }
    return serialize(user, fastify.jwt.sign({ id: user.id }));
  });

  fastify.get('/user', { onRequest: [fastify.authenticate] }, async (request) => {
    const user = await userService.byId(request.user.id);
    return serialize(user, request.headers.authorization.slice(6));
  });

  fastify.put('/user', { onRequest: [fastify.authenticate] }, async (request) => {
    const user = await userService.update(request.user.id, request.body && request.body.user);
    return serialize(user, request.headers.authorization.slice(6));
  });
};
