const { Op } = require('sequelize');
const { Article } = require('../db/models');

module.exports = async function (fastify) {
  fastify.get('/articles', async (request) => {
    const { tag, limit = 20, offset = 0 } = request.query;
    const where = tag ? { tagList: { [Op.contains]: [tag] } } : {};
    const { rows, count } = await Article.findAndCountAll({
      where,
      order: [['createdAt', 'DESC']],
      limit: Number(limit),
      offset: Number(offset),
    });
    return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
  });

  fastify.get('/tags', async () => {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return { tags: [...new Set(rows.flatMap((r) => r.tagList))] };
  });
};
