import type { Transaction } from 'sequelize';
import { ArticleRepository } from '../repositories/article.repository';
import { FavoriteRepository } from '../repositories/favorite.repository';

export class ArticleNotFound extends Error {}

export class FavoriteService {
  constructor(
    private readonly articles = new ArticleRepository(),
    private readonly favorites = new FavoriteRepository(),
  ) {}

  async setFavorite(userId: number, slug: string, favorite: boolean, tx?: Transaction) {
    const article = await this.articles.bySlug(slug, tx);
    if (!article) throw new ArticleNotFound(slug);
    const changed = favorite
      ? await this.favorites.add(userId, article.id, tx)
      : await this.favorites.remove(userId, article.id, tx);
    if (changed) await this.articles.changeFavoritesCount(article, favorite ? 1 : -1, tx);
    const fresh = (await this.articles.bySlug(slug, tx))!;
    return {
      slug: fresh.slug,
      title: fresh.title,
      favorited: favorite,
      favoritesCount: fresh.favoritesCount,
    };
  }
}
