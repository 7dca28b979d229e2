const authService = require('../services/authService');

module.exports = async function userRoutes(fastify) {
  fastify.post('/users', async (request, reply) => reply.code(201).send({ user: await authService.register(request.body.user) }));
  fastify.post('/users/login', async (request) => ({ user: await authService.login(request.body.user) }));
};
