const { Op } = require('sequelize');
const { Article, User } = require('../models');
const { toArticleJSON } = require('../services/articleService');

module.exports = async function articles(fastify) {
  fastify.get('/articles', async (request) => {
    const { tag, author, limit = 20, offset = 0 } = request.query;
    const where = tag ? { tagList: { [Op.contains]: [tag] } } : {};
    const include = [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }];
    const { rows, count } = await Article.findAndCountAll({ where, include, limit, offset, order: [['createdAt', 'DESC']] });
    return { articles: rows.map(toArticleJSON), articlesCount: count };
  });
};
