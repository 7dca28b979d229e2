const Comment = require('../models/comment');

module.exports = {
  listForArticle: (slug) => Comment.findAll({ where: { articleSlug: slug }, order: [['createdAt', 'DESC']] }),
  create: (data) => Comment.create(data),
  findById: (id) => Comment.findByPk(id),
  remove: (id) => Comment.destroy({ where: { id } }),
};
