const { Article, User } = require('../models');

class ArticleRepository {
  findBySlug(slug) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  findPage({ limit, offset }) {
    return Article.findAndCountAll({
      include: [{ model: User, as: 'author' }],
      order: [['created_at', 'DESC']],
      limit,
      offset,
    });
  }
}

module.exports = new ArticleRepository();
