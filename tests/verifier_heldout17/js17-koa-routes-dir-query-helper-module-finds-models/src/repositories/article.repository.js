const { Article, User } = require('../models');
exports.create = (attrs) => Article.create(attrs);
exports.bySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
