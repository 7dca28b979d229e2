const { Article, User } = require('../models');
module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  list: ({ limit, offset }) => Article.findAndCountAll({
    include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset,
  }),
  create: (data) => Article.create(data),
  remove: (article) => article.destroy(),
};
