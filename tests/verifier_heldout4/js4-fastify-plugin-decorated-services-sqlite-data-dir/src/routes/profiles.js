'use strict';

module.exports = async function profileRoutes(fastify) {
  const { profiles } = fastify.services;

  fastify.get('/profiles/:username', { preHandler: fastify.optionalAuth }, async (request) => ({
    profile: await profiles.get(request.params.username, request.userId),
  }));

  fastify.post('/profiles/:username/follow', { preHandler: fastify.authenticate }, async (request) => ({
    profile: await profiles.follow(request.params.username, request.userId),
  }));

  fastify.delete('/profiles/:username/follow', { preHandler: fastify.authenticate }, async (request) => ({
    profile: await profiles.unfollow(request.params.username, request.userId),
  }));
};
