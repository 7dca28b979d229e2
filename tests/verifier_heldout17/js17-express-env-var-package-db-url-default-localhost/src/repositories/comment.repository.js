const { Comment, User } = require('../models');
module.exports = {
  forArticle: (articleId) => Comment.findAll({ where: { articleId }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']] }),
  add: (data) => Comment.create(data),
  remove: (id, authorId) => Comment.destroy({ where: { id, authorId } }),
};
