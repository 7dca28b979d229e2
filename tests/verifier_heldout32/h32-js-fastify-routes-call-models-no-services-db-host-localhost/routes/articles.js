const { Article, User } = require('../models');

module.exports = async function (fastify) {
  fastify.get('/articles', async (request) => {
    const limit = Number(request.query.limit) || 20;
    const offset = Number(request.query.offset) || 0;
    const where = {};
    if (request.query.tag) where.tagList = { [require('sequelize').Op.contains]: [request.query.tag] };
    const { rows, count } = await Article.findAndCountAll({
      where, limit, offset, order: [['createdAt', 'DESC']],
      include: [{ model: User, as: 'author' }],
    });
    return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
  });

  fastify.get('/articles/:slug', async (request, reply) => {
    const article = await Article.findOne({ where: { slug: request.params.slug }, include: [{ model: User, as: 'author' }] });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article };
  });
};
