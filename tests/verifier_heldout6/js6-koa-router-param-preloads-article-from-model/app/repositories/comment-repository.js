const { Comment, User } = require('../models');

exports.forArticle = (articleId) =>
  Comment.findAll({ where: { articleId }, include: [{ model: User, as: 'author' }], order: [['id', 'ASC']] });
exports.create = (attrs) => Comment.create(attrs);
