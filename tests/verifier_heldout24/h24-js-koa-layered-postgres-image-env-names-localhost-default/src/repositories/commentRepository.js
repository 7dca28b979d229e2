const { Comment } = require('../models');

module.exports = {
  forArticle: (articleSlug) => Comment.findAll({ where: { articleSlug }, order: [['createdAt', 'DESC']] }),
  create: (data) => Comment.create(data),
  find: (id) => Comment.findByPk(id),
  delete: (comment) => comment.destroy(),
};
