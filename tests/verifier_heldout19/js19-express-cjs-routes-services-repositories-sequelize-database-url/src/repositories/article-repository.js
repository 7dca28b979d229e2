const { Op } = require('sequelize');
const { Article, User } = require('../models');

module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  findMany: ({ limit, offset, author }) => Article.findAndCountAll({
    include: [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }],
    order: [['createdAt', 'DESC']],
    limit, offset,
  }),
};
