'use strict';

const fp = require('fastify-plugin');
const userRepository = require('../repositories/user-repository');
const createUserService = require('../services/user-service');

module.exports = fp(async function container(fastify) {
  const repositories = { users: userRepository };
  fastify.decorate('repositories', repositories);
  fastify.decorate('services', { users: createUserService(repositories.users) });
});
