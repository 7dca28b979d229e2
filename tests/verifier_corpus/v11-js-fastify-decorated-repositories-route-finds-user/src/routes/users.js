'use strict';

function toUser(app, user) {
  return {
    username: user.username,
    email: user.email,
    bio: user.bio,
    image: user.image,
    token: app.jwt.sign({ id: user.id }),
  };
}

module.exports = async function userRoutes(fastify) {
  fastify.post('/users', async (request, reply) => {
    const user = await fastify.services.users.register((request.body && request.body.user) || {});
    reply.code(201);
    return { user: toUser(fastify, user) };
  });

  fastify.get('/user', { onRequest: [fastify.auth] }, async (request, reply) => {
    const user = await fastify.repositories.users.findById(request.user.id);
    if (!user) return reply.code(404).send({ errors: { user: ['not found'] } });
    return { user: toUser(fastify, user) };
  });

  fastify.put('/user', { onRequest: [fastify.auth] }, async (request) => {
    const user = await fastify.services.users.updateCurrent(request.user.id, (request.body && request.body.user) || {});
    return { user: toUser(fastify, user) };
  });
};
