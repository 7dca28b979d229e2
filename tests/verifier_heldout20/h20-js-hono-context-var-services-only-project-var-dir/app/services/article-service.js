class ArticleService {
  constructor(articles, favorites) { this.articles = articles; this.favorites = favorites; }

  async favorite(slug, userId) {
    const article = await this.articles.findBySlug(slug);
    if (!article) return null;
    await this.favorites.add(userId, article.id);
    return this.present(article, userId);
  }

  async present(article, userId) {
    return {
      ...article.toJSON(),
      favorited: userId ? await this.favorites.has(userId, article.id) : false,
      favoritesCount: await this.favorites.countFor(article.id),
    };
  }
}
module.exports = { ArticleService };
