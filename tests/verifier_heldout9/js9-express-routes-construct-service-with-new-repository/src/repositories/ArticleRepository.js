const { Article, Tag } = require('../models');

class ArticleRepository {
  findBySlug(slug) {
    return Article.findOne({ where: { slug }, include: [Tag] });
  }

  findPage(limit, offset) {
    return Article.findAndCountAll({ include: [Tag], limit, offset, order: [['createdAt', 'DESC']], distinct: true });
  }

  async update(article, fields) {
    return article.update(fields);
  }
}

module.exports = ArticleRepository;
