const { Comment, User } = require('../models');

exports.listForArticle = (articleId) =>
  Comment.findAll({ where: { articleId }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']] });

exports.create = async (articleId, authorId, body) => {
  const comment = await Comment.create({ articleId, authorId, body });
  return Comment.findByPk(comment.id, { include: [{ model: User, as: 'author' }] });
};
