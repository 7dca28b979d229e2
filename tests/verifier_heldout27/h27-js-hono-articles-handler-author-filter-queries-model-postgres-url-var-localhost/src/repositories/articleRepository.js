const { Op } = require('sequelize');
const { Article, User } = require('../models');

module.exports = {
  findPage({ tag, limit, offset }) {
    return Article.findAndCountAll({
      where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  },
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  create: (data) => Article.create(data),
};
