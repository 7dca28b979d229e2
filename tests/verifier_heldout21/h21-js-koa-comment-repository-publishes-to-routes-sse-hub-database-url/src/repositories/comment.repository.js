const { Comment } = require('../models');
const { publish } = require('../routes/events');

exports.forArticle = (articleId) => Comment.findAll({ where: { articleId }, order: [['createdAt', 'DESC']] });
exports.create = async (values) => {
  const comment = await Comment.create(values);
  publish('comment.created', { id: comment.id, articleId: comment.articleId });
  return comment;
};
