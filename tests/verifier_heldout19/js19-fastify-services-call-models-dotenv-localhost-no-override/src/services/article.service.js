const { Op } = require('sequelize');
const { Article, User } = require('../models');

async function list({ tag, author, limit = 20, offset = 0 }) {
  const where = tag ? { tagList: { [Op.contains]: [tag] } } : {};
  const { rows, count } = await Article.findAndCountAll({
    where,
    include: [{ model: User, as: 'author', ...(author && { where: { username: author } }) }],
    order: [['createdAt', 'DESC']], limit: +limit, offset: +offset,
  });
  return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
}

const bySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });

module.exports = { list, bySlug };
