'use strict';

const { createContainer, asClass, asValue } = require('awilix');
const models = require('./models');
const UserRepository = require('./repositories/UserRepository');
const ProfileService = require('./services/ProfileService');
const ProfileController = require('./controllers/ProfileController');

const container = createContainer();
container.register({
  models: asValue(models),
  userRepository: asClass(UserRepository).singleton(),
  profileService: asClass(ProfileService).singleton(),
  profileController: asClass(ProfileController).singleton(),
});

module.exports = container;
