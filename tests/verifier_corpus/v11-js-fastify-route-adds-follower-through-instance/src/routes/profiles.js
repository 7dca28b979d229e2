'use strict';

const profileService = require('../services/profile-service');

module.exports = async function profileRoutes(fastify) {
  fastify.get('/profiles/:username', async (request) => {
    const user = await profileService.getProfileUser(request.params.username);
    const viewerId = request.user && request.user.id;
    const following = viewerId ? await user.hasFollower(viewerId) : false;
    return { profile: profileService.toProfile(user, following) };
  });

  fastify.post('/profiles/:username/follow', { onRequest: [fastify.authenticate] }, async (request) => {
    const user = await profileService.getProfileUser(request.params.username);
    await user.addFollower(request.user.id);
    return { profile: profileService.toProfile(user, true) };
  });

  fastify.delete('/profiles/:username/follow', { onRequest: [fastify.authenticate] }, async (request) => {
    const user = await profileService.getProfileUser(request.params.username);
    await user.removeFollower(request.user.id);
    return { profile: profileService.toProfile(user, false) };
  });
};
