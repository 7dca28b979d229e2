const { Comment } = require('../models/index.cjs');

module.exports = {
  findById: (id) => Comment.findByPk(id),
  forArticle: (articleSlug) => Comment.findAll({ where: { articleSlug }, order: [['createdAt', 'DESC']] }),
  create: (fields) => Comment.create(fields),
  destroy: (comment) => comment.destroy(),
};
