const { Article } = require('../db');

module.exports = async function (fastify) {
  fastify.get('/articles', async (request) => {
    const { limit = 20, offset = 0 } = request.query;
    const { rows, count } = await Article.findAndCountAll({
      order: [['createdAt', 'DESC']],
      limit: Number(limit),
      offset: Number(offset),
    });
    return { articles: rows, articlesCount: count };
  });
};
