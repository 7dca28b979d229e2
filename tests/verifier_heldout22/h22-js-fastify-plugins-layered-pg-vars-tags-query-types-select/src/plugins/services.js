const fp = require('fastify-plugin');
const TagRepository = require('../repositories/tagRepository');
const ArticleRepository = require('../repositories/articleRepository');
const TagService = require('../services/tagService');
const ArticleService = require('../services/articleService');

module.exports = fp(async (fastify) => {
  fastify.decorate('services', {
    tags: new TagService(new TagRepository()),
    articles: new ArticleService(new ArticleRepository()),
  });
});
