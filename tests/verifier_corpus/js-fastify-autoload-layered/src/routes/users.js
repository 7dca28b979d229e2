const userService = require('../services/userService');
const { userJson } = require('../serializers');

module.exports = async function users(fastify) {
  fastify.post('/users', async (request, reply) => {
    try {
      const { user, token } = await userService.register(request.body.user || {});
      return reply.code(201).send(userJson(user, token));
    } catch (err) {
      if (!(err instanceof userService.ServiceError)) throw err;
      return reply.code(err.status).send({ errors: { [err.field]: [err.message] } });
    }
  });

  fastify.post('/users/login', async (request, reply) => {
    try {
      const { user, token } = await userService.login(request.body.user || {});
      return userJson(user, token);
    } catch (err) {
      if (!(err instanceof userService.ServiceError)) throw err;
      return reply.code(err.status).send({ errors: { [err.field]: [err.message] } });
    }
  });
};

module.exports.autoPrefix = '/api';
