const { Comment } = require('../models');

module.exports = {
  forArticle(slug) {
    return Comment.findAll({ where: { articleSlug: slug }, order: [['createdAt', 'ASC']] });
  },
  create(data) {
    return Comment.create(data);
  },
  findById(id) {
    return Comment.findByPk(id);
  },
  delete(comment) {
    return comment.destroy();
  },
};
