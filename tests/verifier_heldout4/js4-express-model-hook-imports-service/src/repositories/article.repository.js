const { Article, User } = require('../models');

module.exports = {
  findAll: ({ limit, offset }) => Article.findAndCountAll({
    include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
    order: [['createdAt', 'DESC']], limit, offset,
  }),
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  create: (attrs) => Article.create(attrs),
};
