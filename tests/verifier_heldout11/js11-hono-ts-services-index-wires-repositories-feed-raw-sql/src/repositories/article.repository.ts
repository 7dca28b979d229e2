import { QueryTypes } from 'sequelize';
import { sequelize } from '../models/sequelize';
import { Article } from '../models/article';

export class ArticleRepository {
  list(limit: number, offset: number) {
    return Article.findAndCountAll({ limit, offset, order: [['createdAt', 'DESC']] });
  }
  async favoriteCounts(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await sequelize.query<{ articleId: number; count: string }>(
      'SELECT "articleId", COUNT(*) AS count FROM favorites WHERE "articleId" IN (:ids) GROUP BY "articleId"',
      { replacements: { ids }, type: QueryTypes.SELECT });
    return new Map(rows.map((r) => [r.articleId, Number(r.count)]));
  }
}
