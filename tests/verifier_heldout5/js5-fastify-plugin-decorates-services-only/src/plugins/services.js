'use strict';
// Wires repositories into services and exposes only the services to the routes.
const fp = require('fastify-plugin');
const usersRepository = require('../repositories/users');
const articlesRepository = require('../repositories/articles');
const profilesService = require('../services/profiles');
const articlesService = require('../services/articles');

module.exports = fp(async function services(fastify) {
  const users = usersRepository(fastify.models);
  const articles = articlesRepository(fastify.models);
  const profiles = profilesService({ users });
  fastify.decorate('services', { profiles, articles: articlesService({ articles, profiles }) });
}, { dependencies: ['database'] });
