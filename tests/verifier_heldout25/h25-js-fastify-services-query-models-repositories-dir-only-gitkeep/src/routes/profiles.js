const profileService = require('../services/profile.service');
const auth = require('./auth');

module.exports = async function (fastify) {
  const answer = (reply, profile) => (profile ? { profile } : reply.code(404).send({ errors: { profile: ['not found'] } }));

  fastify.get('/profiles/:username', { preHandler: auth.optional }, async (request, reply) =>
    answer(reply, await profileService.profile(request.params.username, request.userId)));
  fastify.post('/profiles/:username/follow', { preHandler: auth.required }, async (request, reply) =>
    answer(reply, await profileService.follow(request.params.username, request.userId)));
  fastify.delete('/profiles/:username/follow', { preHandler: auth.required }, async (request, reply) =>
    answer(reply, await profileService.unfollow(request.params.username, request.userId)));
};
