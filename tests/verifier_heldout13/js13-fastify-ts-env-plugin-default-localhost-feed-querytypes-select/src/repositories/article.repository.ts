import { QueryTypes, Sequelize } from 'sequelize';
import { Article, User } from '../models/index.js';

export interface FeedRow {
  slug: string;
  title: string;
  description: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
  username: string;
  bio: string | null;
  image: string | null;
}

export class ArticleRepository {
  constructor(private readonly sequelize: Sequelize) {}

  findBySlug(slug: string) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  create(data: { slug: string; title: string; description: string; body: string; authorId: number }) {
    return Article.create(data);
  }

  // One round trip for the feed instead of include + where on the join table.
  feed(userId: number, limit: number, offset: number): Promise<FeedRow[]> {
    return this.sequelize.query<FeedRow>(
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
  }

  async feedCount(userId: number): Promise<number> {
    const [row] = await this.sequelize.query<{ count: string }>(
      'SELECT COUNT(*) AS count FROM articles a JOIN follows f ON f.following_id = a.author_id WHERE f.follower_id = :userId',
      { replacements: { userId }, type: QueryTypes.SELECT },
    );
    return Number(row.count);
  }
}
