const UserRepository = require('@repositories/user.repository');
const { notFound } = require('@errors/http-error');

module.exports = async function profileRoutes(fastify) {
  const { profiles } = fastify.services;
  const users = new UserRepository(fastify.models);

  fastify.get('/profiles/:username', { onRequest: fastify.identify }, async (request) => {
    const user = await users.byUsername(request.params.username);
    if (!user) throw notFound('profile');
    return { profile: await profiles.view(user, request.userId) };
  });

  fastify.post('/profiles/:username/follow', { onRequest: fastify.authenticate }, async (request) => ({
    profile: await profiles.follow(request.params.username, request.userId, true),
  }));

  fastify.delete('/profiles/:username/follow', { onRequest: fastify.authenticate }, async (request) => ({
    profile: await profiles.follow(request.params.username, request.userId, false),
  }));
};
