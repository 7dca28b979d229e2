const { Article, User } = require('../models');

exports.list = ({ limit, offset }) =>
  Article.findAndCountAll({ include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset });
exports.create = (attrs) => Article.create(attrs);
exports.update = (article, changes) => article.update(changes);
exports.destroy = (article) => article.destroy();
exports.reload = (article) => article.reload({ include: [{ model: User, as: 'author' }] });
