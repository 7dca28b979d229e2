const { Hono } = require('hono');
const { Op } = require('sequelize');
const { Article, User } = require('../db');

const articles = new Hono();

articles.get('/articles', async (c) => {
  const { tag, author, limit = '20', offset = '0', q } = c.req.query();
  const where = {};
  if (tag) where.tagList = { [Op.contains]: [tag] };
  if (q) where.title = { [Op.iLike]: `%${q}%` };
  const { rows, count } = await Article.findAndCountAll({
    where,
    include: [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }],
    order: [['createdAt', 'DESC']],
    limit: Number(limit),
    offset: Number(offset),
    distinct: true,
  });
  return c.json({ articles: rows, articlesCount: count });
});

module.exports = { articles };
