const fp = require('fastify-plugin');
const { User } = require('../models');
const makeUserRepository = require('../repositories/userRepository');
const makeAuthService = require('../services/authService');

module.exports = fp(async (fastify) => {
  const userRepository = makeUserRepository(User);
  fastify.decorate('repositories', { users: userRepository });
  fastify.decorate('services', { auth: makeAuthService(userRepository) });
});
