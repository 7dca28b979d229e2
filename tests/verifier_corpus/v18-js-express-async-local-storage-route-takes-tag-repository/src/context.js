'use strict';
const { AsyncLocalStorage } = require('async_hooks');
const { TagRepository } = require('./repositories/tag.repository');
const { UserRepository } = require('./repositories/user.repository');
const { TagService } = require('./services/tag.service');
const { ProfileService } = require('./services/profile.service');

const requestContext = new AsyncLocalStorage();

const repositories = { tagRepository: new TagRepository(), userRepository: new UserRepository() };
const services = {
  tagService: new TagService(repositories.tagRepository),
  profileService: new ProfileService(repositories.userRepository),
};

function contextMiddleware(req, res, next) {
  requestContext.run({ repositories, services, requestId: Date.now() }, next);
}

module.exports = { requestContext, contextMiddleware };
