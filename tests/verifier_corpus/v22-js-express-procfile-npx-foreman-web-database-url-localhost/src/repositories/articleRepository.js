const { Article, User } = require('../models');

const author = { model: User, as: 'author', attributes: ['username', 'bio', 'image'] };

exports.findBySlug = (slug) => Article.findOne({ where: { slug }, include: [author] });

exports.list = ({ limit, offset }) =>
  Article.findAndCountAll({ include: [author], order: [['createdAt', 'DESC']], limit, offset });
