import { QueryTypes } from 'sequelize';
import { sequelize } from '../db';
import { Article, FeedRow } from '../models';

export class ArticleRepository {
  findBySlug(slug: string) {
    return Article.findOne({ where: { slug } });
  }

  feed(userId: number, limit: number, offset: number): Promise<FeedRow[]> {
    return sequelize.query<FeedRow>(
      `SELECT a.slug, a.title, a.description, a.body, a.created_at, a.updated_at,
              u.username, u.bio, u.image, count(*) OVER () AS total
         FROM articles a
         JOIN follows f ON f.following_id = a.author_id AND f.follower_id = :userId
         JOIN users u ON u.id = a.author_id
        ORDER BY a.created_at DESC
        LIMIT :limit OFFSET :offset`,
      { replacements: { userId, limit, offset }, type: QueryTypes.SELECT },
    );
  }
}
