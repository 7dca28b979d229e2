const { Comment, User } = require('../models');

exports.forArticle = (articleId) =>
  Comment.findAll({
    where: { articleId },
    include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
    order: [['createdAt', 'DESC']],
  });
exports.create = (values) => Comment.create(values);
exports.findById = (id) => Comment.findByPk(id);
exports.destroy = (comment) => comment.destroy();
