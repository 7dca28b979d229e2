const { Article, User } = require('../models');

exports.findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
exports.create = (fields) => Article.create(fields);
exports.update = (article, fields) => article.update(fields);
exports.destroy = (article) => article.destroy();
