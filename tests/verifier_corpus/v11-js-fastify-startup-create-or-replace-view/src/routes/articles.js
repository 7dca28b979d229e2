'use strict';

const { Article, ArticleStats } = require('../models');

module.exports = async function articleRoutes(app) {
  app.get('/articles/:slug', async (request, reply) => {
    const article = await Article.findOne({
      where: { slug: request.params.slug },
      include: [{ model: ArticleStats, as: 'stats' }],
    });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return {
      article: {
        slug: article.slug,
        title: article.title,
        description: article.description,
        body: article.body,
        favoritesCount: article.stats ? article.stats.favoritesCount : 0,
      },
    };
  });
};
