const { Article, User } = require('../models');

const author = { model: User, as: 'author', attributes: ['id', 'username', 'bio', 'image'] };

exports.findBySlug = (slug) => Article.findOne({ where: { slug }, include: [author] });
exports.create = (values) => Article.create(values);
exports.update = (article, values) => article.update(values);
exports.destroy = (article) => article.destroy();
exports.page = (limit, offset) =>
  Article.findAndCountAll({ include: [author], order: [['createdAt', 'DESC']], limit, offset });
