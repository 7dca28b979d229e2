const articleService = require('../services/articleService');
const { Article } = require('../models');

module.exports = async function articleRoutes(app) {
  app.get('/', async (req) => {
    const articles = await articleService.list(req.query);
    const articlesCount = await Article.count();
    return { articles, articlesCount };
  });
  app.get('/:slug', async (req, reply) => {
    const article = await articleService.get(req.params.slug);
    if (!article) return reply.code(404).send({ errors: { body: ['not found'] } });
    return { article };
  });
};
