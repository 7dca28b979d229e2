class ArticleRepository {
  constructor({ Article, User }) { this.Article = Article; this.User = User; }
  findBySlug(slug) { return this.Article.findOne({ where: { slug }, include: [{ model: this.User, as: 'author' }] }); }
  create(data) { return this.Article.create(data); }
}
module.exports = ArticleRepository;
