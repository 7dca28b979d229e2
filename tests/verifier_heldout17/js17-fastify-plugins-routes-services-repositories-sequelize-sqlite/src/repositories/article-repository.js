const { Article, User } = require('../models');
const withAuthor = [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }];
exports.page = (limit, offset) => Article.findAndCountAll({ include: withAuthor, order: [['createdAt', 'DESC']], limit, offset });
exports.bySlug = (slug) => Article.findOne({ where: { slug }, include: withAuthor });
exports.create = (attrs) => Article.create(attrs);
exports.remove = (article) => article.destroy();
