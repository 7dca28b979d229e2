import { QueryTypes } from 'sequelize';
import { sequelize } from '../db/sequelize';
import { ArticleModel } from '../models/article.model';

export interface FeedRow { id: number; slug: string; title: string; description: string; body: string; createdAt: string; username: string }

export class ArticleRepository {
  findBySlug(slug: string) {
    return ArticleModel.findOne({ where: { slug } });
  }

  // feed: articles by followed authors, newest first
  async feed(userId: number, limit: number, offset: number): Promise<{ rows: FeedRow[]; count: number }> {
    const rows = await sequelize.query<FeedRow>(
      `SELECT a.id, a.slug, a.title, a.description, a.body, a.createdAt, u.username
         FROM articles a
         JOIN follows f ON f.followingId = a.authorId
         JOIN users u ON u.id = a.authorId
        WHERE f.followerId = $userId
        ORDER BY a.createdAt DESC LIMIT $limit OFFSET $offset`,
      { bind: { userId, limit, offset }, type: QueryTypes.SELECT });
    const [{ n }] = await sequelize.query<{ n: number }>(
      'SELECT COUNT(*) AS n FROM articles a JOIN follows f ON f.followingId = a.authorId WHERE f.followerId = $userId',
      { bind: { userId }, type: QueryTypes.SELECT });
    return { rows, count: n };
  }
}
