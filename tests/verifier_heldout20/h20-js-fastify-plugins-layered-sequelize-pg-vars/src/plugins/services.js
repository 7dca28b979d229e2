const fp = require('fastify-plugin');
const { ProfileService } = require('../services/profile-service');
const { UserRepository } = require('../repositories/user-repository');
const { FollowRepository } = require('../repositories/follow-repository');

// composition root: builds the object graph once and exposes the services only
module.exports = fp(async (fastify) => {
  const profileService = new ProfileService(new UserRepository(), new FollowRepository());
  fastify.decorate('services', { profiles: profileService });
});
