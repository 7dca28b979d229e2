// Composition root: builds the object graph once and publishes it process-wide,
// so route modules do not need constructor plumbing.
const UserRepository = require('./repositories/UserRepository');
const ArticleRepository = require('./repositories/ArticleRepository');
const TagRepository = require('./repositories/TagRepository');
const UserService = require('./services/UserService');
const ProfileService = require('./services/ProfileService');
const ArticleService = require('./services/ArticleService');
const TagService = require('./services/TagService');

function buildRegistry() {
  const repositories = {
    users: new UserRepository(),
    articles: new ArticleRepository(),
    tags: new TagRepository(),
  };
  const profiles = new ProfileService(repositories.users);
  const services = {
    users: new UserService(repositories.users),
    profiles,
    articles: new ArticleService(repositories.articles, repositories.users, profiles),
    tags: new TagService(repositories.tags),
  };
  globalThis.conduit = Object.freeze({ repositories, services });
  return globalThis.conduit;
}

module.exports = { buildRegistry };
