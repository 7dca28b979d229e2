class ArticleStore {
  constructor({ Article, User }) {
    this.Article = Article;
    this.User = User;
  }

  list({ limit = 20, offset = 0 } = {}) {
    return this.Article.findAndCountAll({
      include: [{ model: this.User, as: 'author', attributes: ['username', 'bio', 'image'] }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
      distinct: true,
    });
  }

  findBySlug(slug) {
    return this.Article.findOne({
      where: { slug },
      include: [{ model: this.User, as: 'author', attributes: ['username', 'bio', 'image'] }],
    });
  }

  create(data) {
    return this.Article.create(data);
  }

  async remove(slug) {
    return this.Article.destroy({ where: { slug } });
  }
}

module.exports = { ArticleStore };
