const articleService = require('../services/articleService');
module.exports = async function (fastify) {
  fastify.get('/:slug', async (request) => ({ article: await articleService.getArticle(request.params.slug) }));
};
