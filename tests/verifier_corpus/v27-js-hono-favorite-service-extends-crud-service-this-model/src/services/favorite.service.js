import { Favorite } from '../models/index.js';
import { articleRepository } from '../repositories/article.repository.js';
import { CrudService } from './crud.service.js';

export class NotFoundError extends Error {}

class FavoriteService extends CrudService {
  constructor() {
    super(Favorite);
  }

  async #article(slug) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new NotFoundError(`article ${slug} not found`);
    return article;
  }

  async favorite(userId, slug) {
    const article = await this.#article(slug);
    const existing = await this.findWhere({ userId, articleId: article.id });
    if (!existing) await this.create({ userId, articleId: article.id });
    return this.#view(article, userId);
  }

  async unfavorite(userId, slug) {
    const article = await this.#article(slug);
    await this.removeWhere({ userId, articleId: article.id });
    return this.#view(article, userId);
  }

  async #view(article, userId) {
    const favoritesCount = await this.count({ articleId: article.id });
    const favorited = Boolean(await this.findWhere({ userId, articleId: article.id }));
    return { slug: article.slug, title: article.title, body: article.body, favorited, favoritesCount };
  }
}

export const favoriteService = new FavoriteService();
