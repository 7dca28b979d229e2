const { Article, User } = require('../models');
module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  create: (attrs) => Article.create(attrs),
  update: (article, attrs) => article.update(attrs),
};
