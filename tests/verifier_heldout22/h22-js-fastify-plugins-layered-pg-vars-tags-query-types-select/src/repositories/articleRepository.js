const { Article, Tag } = require('../models');

class ArticleRepository {
  findBySlug(slug) {
    return Article.findOne({ where: { slug }, include: [Tag] });
  }

  create(data) {
    return Article.create(data);
  }
}

module.exports = ArticleRepository;
