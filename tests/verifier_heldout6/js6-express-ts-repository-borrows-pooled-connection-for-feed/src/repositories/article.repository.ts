import type { PoolClient } from 'pg';
import { sequelize } from '../infra/sequelize';
import { ArticleModel, UserModel, type ArticleRow } from '../models';

export class ArticleRepository {
  list(limit: number, offset: number) {
    return ArticleModel.findAndCountAll({
      include: [{ model: UserModel, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  }

  bySlug(slug: string) {
    return ArticleModel.findOne({ where: { slug }, include: [{ model: UserModel, as: 'author' }] });
  }

  create(data: { slug: string; title: string; description: string; body: string; authorId: number }) {
    return ArticleModel.create(data);
  }

  // The feed join is the hottest query; run it on a pooled client directly.
  async feed(userId: number, limit: number, offset: number): Promise<{ rows: ArticleRow[]; count: number }> {
    const client = (await sequelize.connectionManager.getConnection({ type: 'read' })) as unknown as PoolClient;
    try {
      const rows = await client.query<ArticleRow>(
        `SELECT a.id, a.slug, a.title, a.description, a.body, a.created_at, a.updated_at,
                u.username AS author_username, u.bio AS author_bio, u.image AS author_image
           FROM articles a
           JOIN follows f ON f.followee_id = a.author_id
           JOIN users u ON u.id = a.author_id
          WHERE f.follower_id = $1
          ORDER BY a.created_at DESC
          LIMIT $2 OFFSET $3`,
        [userId, limit, offset],
      );
      const total = await client.query<{ n: string }>(
        'SELECT count(*) AS n FROM articles a JOIN follows f ON f.followee_id = a.author_id WHERE f.follower_id = $1',
        [userId],
      );
      return { rows: rows.rows, count: Number(total.rows[0].n) };
    } finally {
      sequelize.connectionManager.releaseConnection(client as never);
    }
  }
}
