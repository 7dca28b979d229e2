class FavoriteService {
  constructor(articleRepository) {
    this.articles = articleRepository;
  }

  async toggle(slug, userId, on) {
    const article = await this.articles.findBySlug(slug);
    if (!article) {
      const err = new Error('Article not found');
      err.statusCode = 404;
      throw err;
    }
    if (on) await this.articles.addFavorite(article.id, userId);
    else await this.articles.removeFavorite(article.id, userId);
    return this.present(await this.articles.findBySlug(slug), userId);
  }

  present(article, userId) {
    const fans = article.fans.map((f) => f.id);
    return {
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      tagList: [],
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
      favorited: fans.includes(userId),
      favoritesCount: fans.length,
      author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
    };
  }
}

module.exports = FavoriteService;
