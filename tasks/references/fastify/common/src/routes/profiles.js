'use strict';
// feature-file: profiles

const profiles = require('../services/profiles');
const { responseBody, profile } = require('./schemas');

const schema = { response: { 200: responseBody('profile', profile) } };

module.exports = async function profileRoutes(fastify) {
  fastify.get('/profiles/:username', { onRequest: fastify.optionalAuth, schema }, async (request) => ({
    profile: await profiles.get(request.params.username, request.userId),
  }));

  // Any request body is ignored: the user to follow is the one in the path.
  fastify.post('/profiles/:username/follow', { onRequest: fastify.requireAuth, schema }, async (request) => ({
    profile: await profiles.follow(request.userId, request.params.username),
  }));

  fastify.delete('/profiles/:username/follow', { onRequest: fastify.requireAuth, schema }, async (request) => ({
    profile: await profiles.unfollow(request.userId, request.params.username),
  }));
};
