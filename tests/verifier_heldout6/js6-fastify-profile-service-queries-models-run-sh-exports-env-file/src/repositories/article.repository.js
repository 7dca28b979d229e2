const { Article, User } = require('../models');

class ArticleRepository {
  findAll({ limit, offset, authorId }) {
    return Article.findAndCountAll({
      where: authorId ? { authorId } : {},
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  }

  findBySlug(slug) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  create(data) {
    return Article.create(data);
  }
}

module.exports = new ArticleRepository();
