const HealthService = require('./services/health-service');
const TagService = require('./services/tag-service');
const healthRepository = require('./repositories/health-repository');
const tagRepository = require('./repositories/tag-repository');

module.exports = {
  health: new HealthService(healthRepository),
  tags: new TagService(tagRepository),
};
