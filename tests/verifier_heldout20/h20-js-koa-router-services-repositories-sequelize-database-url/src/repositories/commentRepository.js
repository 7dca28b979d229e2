const { Comment, User } = require('../models');

module.exports = {
  listForArticle: (articleId) => Comment.findAll({ where: { articleId }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']] }),
  create: (data) => Comment.create(data),
  findById: (id) => Comment.findByPk(id),
  destroy: (id) => Comment.destroy({ where: { id } }),
};
