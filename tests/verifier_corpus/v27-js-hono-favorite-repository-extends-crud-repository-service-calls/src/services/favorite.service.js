import { articleRepository } from '../repositories/article.repository.js';
import { favoriteRepository } from '../repositories/favorite.repository.js';

export class NotFoundError extends Error {}

class FavoriteService {
  constructor(favorites, articles) {
    this.favorites = favorites;
    this.articles = articles;
  }

  async #article(slug) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw new NotFoundError(`article ${slug} not found`);
    return article;
  }

  async favorite(userId, slug) {
    const article = await this.#article(slug);
    const existing = await this.favorites.findWhere({ userId, articleId: article.id });
    if (!existing) await this.favorites.create({ userId, articleId: article.id });
    return this.#view(article, userId);
  }

  async unfavorite(userId, slug) {
    const article = await this.#article(slug);
    await this.favorites.removeWhere({ userId, articleId: article.id });
    return this.#view(article, userId);
  }

  async #view(article, userId) {
    const favoritesCount = await this.favorites.count({ articleId: article.id });
    const favorited = Boolean(await this.favorites.findWhere({ userId, articleId: article.id }));
    return { slug: article.slug, title: article.title, body: article.body, favorited, favoritesCount };
  }
}

export const favoriteService = new FavoriteService(favoriteRepository, articleRepository);
