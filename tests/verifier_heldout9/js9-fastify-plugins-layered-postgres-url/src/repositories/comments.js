const { Comment, User } = require('../models');

module.exports = function commentRepository() {
  return {
    forArticle: (articleId) => Comment.findAll({
      where: { ArticleId: articleId }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']],
    }),
    create: (fields) => Comment.create(fields),
    findById: (id) => Comment.findByPk(id),
    remove: (comment) => comment.destroy(),
  };
};
