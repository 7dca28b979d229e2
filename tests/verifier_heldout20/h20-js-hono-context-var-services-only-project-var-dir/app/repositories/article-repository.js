class ArticleRepository {
  constructor({ Article }) { this.Article = Article; }
  findBySlug(slug) { return this.Article.findOne({ where: { slug } }); }
}
module.exports = { ArticleRepository };
