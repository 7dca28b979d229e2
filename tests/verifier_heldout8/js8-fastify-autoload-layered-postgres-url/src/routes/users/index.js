'use strict';

// autoload prefix: /api/users
module.exports = async function (fastify) {
  const { users } = fastify.services;

  fastify.post('/', async (request, reply) => {
    const result = await users.register(request.body && request.body.user);
    if (result.error) return reply.code(result.error).send({ errors: { body: ['could not register'] } });
    return reply.code(201).send({ user: result.user });
  });

  fastify.post('/login', async (request, reply) => {
    const result = await users.login(request.body && request.body.user);
    if (result.error) return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    return { user: result.user };
  });
};
