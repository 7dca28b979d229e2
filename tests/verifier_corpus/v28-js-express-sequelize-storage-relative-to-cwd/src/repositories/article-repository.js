const Article = require('../models/article');

class ArticleRepository {
  findBySlug(slug) {
    return Article.findBySlug(slug);
  }

  list({ limit = 20, offset = 0 } = {}) {
    return Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset });
  }

  create(data) {
    return Article.create(data);
  }

  deleteBySlug(slug) {
    return Article.destroy({ where: { slug } });
  }
}

module.exports = ArticleRepository;
