const userService = require('../services/userService');

module.exports = async function (fastify) {
  fastify.post('/users', async (req, reply) => {
    reply.code(201);
    return { user: userService.register(req.body.user) };
  });
};
