const fp = require('fastify-plugin');
const UserService = require('../services/user-service');
const ProfileService = require('../services/profile-service');
const userRepository = require('../repositories/user-repository');
const followRepository = require('../repositories/follow-repository');

module.exports = fp(async (app) => {
  app.decorate('services', {
    users: new UserService(userRepository, app.jwt),
    profiles: new ProfileService(userRepository, followRepository),
  });
});
