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
  const { users } = fastify.services;

  fastify.post('/users', async (request, reply) => {
    const user = await users.register((request.body && request.body.user) || {});
    reply.code(201);
    return { user: toUser(fastify, user) };
  });

  fastify.get('/user', { onRequest: [fastify.auth] }, async (request) => {
    const user = await users.current(request.user.id);
    return { user: toUser(fastify, user) };
  });

  fastify.put('/user', { onRequest: [fastify.auth] }, async (request) => {
    const user = await users.updateCurrent(request.user.id, (request.body && request.body.user) || {});
    return { user: toUser(fastify, user) };
  });
};
