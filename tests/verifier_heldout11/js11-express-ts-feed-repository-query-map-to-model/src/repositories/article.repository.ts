import { QueryTypes } from 'sequelize';
import { sequelize, Article } from '../models';

export class ArticleRepository {
  findBySlug(slug: string) {
    return Article.findOne({ where: { slug } });
  }

  // one round trip instead of two: follows + articles
  feed(userId: number, limit: number, offset: number): Promise<Article[]> {
    return sequelize.query(
      `SELECT a.* FROM articles a
         JOIN follows f ON f."followingId" = a."authorId"
        WHERE f."followerId" = :userId
        ORDER BY a."createdAt" DESC LIMIT :limit OFFSET :offset`,
      { replacements: { userId, limit, offset }, model: Article, mapToModel: true, type: QueryTypes.SELECT },
    );
  }
}
