// Builds the repositories and services once and exposes only the services to
// the route plugins (fastify.services).
const fp = require('fastify-plugin');
const { createModels } = require('../models');
const UserRepository = require('../repositories/user.repository');
const ArticleRepository = require('../repositories/article.repository');
const CommentRepository = require('../repositories/comment.repository');
const TagRepository = require('../repositories/tag.repository');
const AuthService = require('../services/auth.service');
const ProfileService = require('../services/profile.service');
const ArticleService = require('../services/article.service');
const CommentService = require('../services/comment.service');
const TagService = require('../services/tag.service');

module.exports = fp(async (fastify, opts) => {
  const models = createModels(opts.databaseUrl);
  await models.sequelize.sync();

  const users = new UserRepository(models);
  const articles = new ArticleRepository(models);
  const profiles = new ProfileService(users);

  fastify.decorate('services', {
    auth: new AuthService(users, opts.jwtSecret),
    profiles,
    articles: new ArticleService(articles, users, profiles),
    comments: new CommentService(new CommentRepository(models), articles, profiles),
    tags: new TagService(new TagRepository(models)),
  });

  fastify.addHook('onClose', async () => models.sequelize.close());
}, { name: 'services' });
