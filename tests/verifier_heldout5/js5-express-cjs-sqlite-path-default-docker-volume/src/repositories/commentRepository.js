const { Comment, User } = require('../models');

class CommentRepository {
  forArticle(articleSlug) { return Comment.findAll({ where: { articleSlug }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'ASC']] }); }
  create(data) { return Comment.create(data); }
  delete(id) { return Comment.destroy({ where: { id } }); }
}

module.exports = new CommentRepository();
