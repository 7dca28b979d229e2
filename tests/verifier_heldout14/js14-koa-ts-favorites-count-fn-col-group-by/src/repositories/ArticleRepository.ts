import { col, fn } from 'sequelize';
import { Article, Favorite, User } from '../models';

export interface ArticleRow {
  article: Article;
  favoritesCount: number;
}

export class ArticleRepository {
  // One grouped query instead of N+1 counts: COUNT over the favorites join, grouped per article.
  async listWithCounts(limit: number, offset: number): Promise<ArticleRow[]> {
    const rows = await Article.findAll({
      attributes: { include: [[fn('COUNT', col('favoritedBy.id')), 'favoritesCount']] },
      include: [
        { model: User, as: 'author' },
        { model: User, as: 'favoritedBy', attributes: [], through: { attributes: [] } },
      ],
      group: ['Article.id', 'author.id'],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
      subQuery: false,
    });
    return rows.map((article) => ({ article, favoritesCount: Number(article.get('favoritesCount')) }));
  }

  count(): Promise<number> {
    return Article.count();
  }

  async favoritedIds(userId: number): Promise<Set<number>> {
    const favs = await Favorite.findAll({ where: { userId } });
    return new Set(favs.map((f) => f.get('articleId') as number));
  }
}
