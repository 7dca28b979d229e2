export class ArticleRepository {
  constructor ({ Article, User, Favorite }) {
    this.Article = Article
    this.User = User
    this.Favorite = Favorite
  }

  findBySlug (slug) {
    return this.Article.findOne({ where: { slug }, include: [{ model: this.User, as: 'author' }] })
  }

  countFavorites (articleId) {
    return this.Favorite.count({ where: { articleId } })
  }

  isFavorited (articleId, userId) {
    return this.Favorite.count({ where: { articleId, userId } }).then((n) => n > 0)
  }

  favorite (articleId, userId) {
    return this.Favorite.findOrCreate({ where: { articleId, userId } })
  }

  unfavorite (articleId, userId) {
    return this.Favorite.destroy({ where: { articleId, userId } })
  }
}
