import { QueryTypes } from 'sequelize';
import { sequelize, Article, User, FeedRow } from '../models';

export class ArticleRepository {
  findBySlug(slug: string) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  async feed(userId: number, limit: number, offset: number): Promise<{ rows: FeedRow[]; count: number }> {
    const rows = await sequelize.query<FeedRow>(
      `SELECT a.slug, a.title, a.description, a.body, a."createdAt", a."updatedAt",
              u.username, u.bio, u.image
         FROM articles a
         JOIN follows f ON f.following_id = a.author_id
         JOIN users u ON u.id = a.author_id
        WHERE f.follower_id = :userId
        ORDER BY a."createdAt" DESC
        LIMIT :limit OFFSET :offset`,
      { replacements: { userId, limit, offset }, type: QueryTypes.SELECT },
    );
    const [{ count }] = await sequelize.query<{ count: string }>(
      'SELECT COUNT(*) AS count FROM articles a JOIN follows f ON f.following_id = a.author_id WHERE f.follower_id = :userId',
      { replacements: { userId }, type: QueryTypes.SELECT },
    );
    return { rows, count: Number(count) };
  }
}
