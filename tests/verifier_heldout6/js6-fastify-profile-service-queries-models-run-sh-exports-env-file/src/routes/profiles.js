const profiles = require('../services/profile.service');

module.exports = async function (fastify) {
  fastify.get('/profiles/:username', { onRequest: [fastify.optionalAuth] }, async (req, reply) => {
    const profile = await profiles.getProfile(req.params.username, req.user && req.user.id);
    return profile ? { profile } : reply.code(404).send({ errors: { profile: ['not found'] } });
  });

  fastify.post('/profiles/:username/follow', { onRequest: [fastify.auth] }, async (req, reply) => {
    const profile = await profiles.follow(req.params.username, req.user.id);
    return profile ? { profile } : reply.code(404).send({ errors: { profile: ['not found'] } });
  });

  fastify.delete('/profiles/:username/follow', { onRequest: [fastify.auth] }, async (req, reply) => {
    const profile = await profiles.unfollow(req.params.username, req.user.id);
    return profile ? { profile } : reply.code(404).send({ errors: { profile: ['not found'] } });
  });
};
