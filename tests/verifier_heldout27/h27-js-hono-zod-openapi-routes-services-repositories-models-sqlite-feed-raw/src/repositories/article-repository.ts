import { QueryTypes } from 'sequelize';
import { sequelize } from '../db';
import { ArticleModel, UserModel } from '../models';

export class ArticleRepository {
  findBySlug(slug: string) {
    return ArticleModel.findOne({ where: { slug }, include: [{ model: UserModel, as: 'author' }] });
  }

  list(limit: number, offset: number) {
    return ArticleModel.findAndCountAll({
      include: [{ model: UserModel, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  }

  // One query for the whole feed page instead of N+1 lookups.
  async feedSlugs(userId: number, limit: number, offset: number): Promise<{ slugs: string[]; total: number }> {
    const rows = await sequelize.query<{ slug: string }>(
      `SELECT a.slug FROM articles a
         JOIN follows f ON f.followeeId = a.authorId
        WHERE f.followerId = $userId
        ORDER BY a.createdAt DESC LIMIT $limit OFFSET $offset`,
      { bind: { userId, limit, offset }, type: QueryTypes.SELECT },
    );
    const [{ total }] = await sequelize.query<{ total: number }>(
      'SELECT COUNT(*) AS total FROM articles a JOIN follows f ON f.followeeId = a.authorId WHERE f.followerId = $userId',
      { bind: { userId }, type: QueryTypes.SELECT },
    );
    return { slugs: rows.map((r) => r.slug), total: Number(total) };
  }

  create(data: { slug: string; title: string; description: string; body: string; tagList: string[]; authorId: number }) {
    return ArticleModel.create(data);
  }
}
