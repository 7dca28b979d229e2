module.exports = async function profileRoutes(fastify) {
  const { profiles } = fastify.services;

  fastify.get('/profiles/:username', { onRequest: fastify.identify }, async (request) => ({
    profile: await profiles.get(request.params.username, request.userId),
  }));

  fastify.post('/profiles/:username/follow', { onRequest: fastify.authenticate }, async (request) => ({
    profile: await profiles.follow(request.params.username, request.userId, true),
  }));

  fastify.delete('/profiles/:username/follow', { onRequest: fastify.authenticate }, async (request) => ({
    profile: await profiles.follow(request.params.username, request.userId, false),
  }));
};
