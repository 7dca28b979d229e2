const { Article, User } = require('../models');
exports.list = ({ limit, offset }) => Article.findAndCountAll({ include: [{ model: User, as: 'author' }], limit, offset, order: [['createdAt', 'DESC']] });
exports.findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
exports.create = (data) => Article.create(data);
