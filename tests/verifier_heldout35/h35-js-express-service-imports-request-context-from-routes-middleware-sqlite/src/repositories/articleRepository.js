const { Article, User } = require('../models');

module.exports = {
  create: (data) => Article.create(data),
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  remove: (article) => article.destroy(),
};
