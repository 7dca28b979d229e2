'use strict';

module.exports = async function profileRoutes(fastify) {
  const { profiles } = fastify.services;
  fastify.get('/profiles/:username', { onRequest: fastify.optionalAuth }, async (req) => ({ profile: await profiles.view(req.params.username, req.userId) }));
  fastify.post('/profiles/:username/follow', { onRequest: fastify.requireAuth }, async (req) => ({ profile: await profiles.follow(req.params.username, req.userId, true) }));
  fastify.delete('/profiles/:username/follow', { onRequest: fastify.requireAuth }, async (req) => ({ profile: await profiles.follow(req.params.username, req.userId, false) }));
};
