const BaseService = require('./baseService');
const { Comment, User } = require('../models');

class CommentService extends BaseService {
  constructor() { super(Comment); }

  listForArticle(articleId) {
    return this.findAllBy({ articleId }, { include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']] });
  }
}

module.exports = new CommentService();
