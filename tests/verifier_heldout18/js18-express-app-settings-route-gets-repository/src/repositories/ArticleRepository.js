class ArticleRepository {
  constructor({ Article, User, Tag }) { this.Article = Article; this.User = User; this.Tag = Tag; }
  findBySlug(slug) {
    return this.Article.findOne({ where: { slug }, include: [{ model: this.User, as: 'author' }, { model: this.Tag, as: 'tags' }] });
  }
  list({ limit, offset }) {
    return this.Article.findAndCountAll({ limit, offset, order: [['createdAt', 'DESC']], include: [{ model: this.User, as: 'author' }], distinct: true });
  }
}
module.exports = ArticleRepository;
