const { Article, User } = require('../models');

const author = { model: User, as: 'author', attributes: ['username', 'bio', 'image'] };

exports.page = ({ limit, offset }) =>
  Article.findAndCountAll({ include: [author], limit, offset, order: [['createdAt', 'DESC']] });
exports.bySlug = (slug) => Article.findOne({ where: { slug }, include: [author] });
exports.insert = (values) => Article.create(values);
exports.remove = (article) => article.destroy();
