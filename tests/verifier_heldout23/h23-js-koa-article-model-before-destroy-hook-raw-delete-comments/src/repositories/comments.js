const { Comment, User } = require('../models');

const withAuthor = { model: User, as: 'author' };

exports.forArticle = (articleId) => Comment.findAll({ where: { articleId }, include: [withAuthor], order: [['createdAt', 'DESC']] });
exports.byId = (id) => Comment.findByPk(id);
exports.insert = async (attrs) => {
  const comment = await Comment.create(attrs);
  return Comment.findByPk(comment.id, { include: [withAuthor] });
};
exports.remove = (comment) => comment.destroy();
