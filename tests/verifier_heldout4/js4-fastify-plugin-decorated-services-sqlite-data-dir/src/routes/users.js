'use strict';

module.exports = async function userRoutes(fastify) {
  const { users } = fastify.services;

  fastify.post('/users', async (request, reply) => {
    const user = await users.register(request.body.user || {});
    return reply.code(201).send({ user });
  });

  fastify.post('/users/login', async (request) => ({ user: await users.login(request.body.user || {}) }));

  fastify.get('/user', { preHandler: fastify.authenticate }, async (request) => ({ user: await users.current(request.userId) }));

  fastify.put('/user', { preHandler: fastify.authenticate }, async (request) => ({
    user: await users.update(request.userId, request.body.user || {}),
  }));
};
