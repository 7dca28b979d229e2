export class ArticleNotFoundError extends Error {}

export class ArticleService {
  constructor (articleRepository) {
    this.articles = articleRepository
  }

  async #present (article, viewerId) {
    return {
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      tagList: [],
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
      favorited: viewerId ? await this.articles.isFavorited(article.id, viewerId) : false,
      favoritesCount: await this.articles.countFavorites(article.id),
      author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false }
    }
  }

  async #load (slug) {
    const article = await this.articles.findBySlug(slug)
    if (!article) throw new ArticleNotFoundError(slug)
    return article
  }

  async get (slug, viewerId) {
    return this.#present(await this.#load(slug), viewerId)
  }

  async favorite (slug, userId) {
    const article = await this.#load(slug)
    await this.articles.favorite(article.id, userId)
    return this.#present(article, userId)
  }

  async unfavorite (slug, userId) {
    const article = await this.#load(slug)
    await this.articles.unfavorite(article.id, userId)
    return this.#present(article, userId)
  }
}
