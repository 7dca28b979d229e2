const { Article, User } = require('../models');

class ArticleRepository {
  findBySlug(slug) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  findRecent({ limit, offset }) {
    return Article.findAndCountAll({
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  }

  create(attrs) {
    return Article.create(attrs);
  }
}

module.exports = new ArticleRepository();
