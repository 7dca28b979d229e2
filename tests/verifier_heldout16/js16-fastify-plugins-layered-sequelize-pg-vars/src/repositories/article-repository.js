class ArticleRepository {
  constructor({ Article, User }) { this.Article = Article; this.User = User; }
  page(limit, offset) {
    return this.Article.findAndCountAll({
      include: [{ model: this.User, as: 'author', attributes: ['username', 'bio', 'image'] }],
      order: [['createdAt', 'DESC']], limit, offset,
    });
  }
}
module.exports = ArticleRepository;
