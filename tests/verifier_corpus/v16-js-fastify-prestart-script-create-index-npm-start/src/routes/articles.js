const { Article } = require('../db');

module.exports = async function articleRoutes(app) {
  app.get('/api/articles', async (request) => {
    const limit = Number(request.query.limit) || 20;
    const offset = Number(request.query.offset) || 0;
    const { rows, count } = await Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset });
    return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
  });

  app.get('/api/articles/:slug', async (request, reply) => {
    const article = await Article.findOne({ where: { slug: request.params.slug } });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: article.toJSON() };
  });
};
