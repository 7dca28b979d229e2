import type { Transaction } from 'sequelize';
import { Article, User } from '../models/index';

export class ArticleRepository {
  bySlug(slug: string, transaction?: Transaction) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }], transaction });
  }

  changeFavoritesCount(article: Article, by: number, transaction?: Transaction) {
    return article.increment('favoritesCount', { by, transaction });
  }
}
