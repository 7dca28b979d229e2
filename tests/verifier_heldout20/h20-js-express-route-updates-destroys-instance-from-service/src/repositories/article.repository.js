const { Article, User } = require('../models');

exports.findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
exports.insert = (data) => Article.create(data);
