const { Article } = require('../models/article');

class ArticleRepository {
  findAll() { return Article.findAll(); }
  findBySlug(slug) { return Article.findOne({ where: { slug } }); }
  create(data) { return Article.create(data); }
}
module.exports = { ArticleRepository };
