const articleService = require('../services/article.service');

module.exports = async (app) => {
  app.get('/', async (req) => articleService.list(req.query));
  app.get('/:slug', async (req, reply) => {
    const article = await articleService.bySlug(req.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article };
  });
};
