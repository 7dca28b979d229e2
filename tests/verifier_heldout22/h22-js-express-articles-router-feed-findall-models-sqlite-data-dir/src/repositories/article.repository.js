const { Article, User } = require('../models');

exports.findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
exports.findAll = ({ limit, offset, where = {} }) =>
  Article.findAndCountAll({ where, limit, offset, order: [['createdAt', 'DESC']], include: [{ model: User, as: 'author' }] });
exports.create = (data) => Article.create(data);
