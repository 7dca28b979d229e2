class ArticleRepository {
  constructor({ Article, User, Favorite }) {
    this.Article = Article;
    this.User = User;
    this.Favorite = Favorite;
  }

  findBySlug(slug) {
    return this.Article.findOne({
      where: { slug },
      include: [
        { model: this.User, as: 'author' },
        { model: this.User, as: 'fans', attributes: ['id'], through: { attributes: [] } },
      ],
    });
  }

  addFavorite(articleId, userId) {
    return this.Favorite.findOrCreate({ where: { articleId, userId } });
  }

  removeFavorite(articleId, userId) {
    return this.Favorite.destroy({ where: { articleId, userId } });
  }
}

module.exports = ArticleRepository;
