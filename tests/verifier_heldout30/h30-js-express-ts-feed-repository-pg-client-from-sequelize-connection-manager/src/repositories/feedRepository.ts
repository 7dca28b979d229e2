import type * as pg from 'pg';
import { sequelize } from '../db';

// The feed is the hottest query of the app. Sequelize already loaded node-postgres for its
// dialect; reuse that module to run one joined query instead of three ORM round trips.
const { Client } = (sequelize as any).connectionManager.lib as typeof pg;

export interface FeedRow {
  slug: string;
  title: string;
  description: string;
  body: string;
  tagList: string[];
  createdAt: Date;
  updatedAt: Date;
  username: string;
  bio: string | null;
  image: string | null;
  total: string;
}

export const feedRepository = {
  async forFollower(userId: number, limit: number, offset: number): Promise<FeedRow[]> {
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<FeedRow>(
        `SELECT a.slug, a.title, a.description, a.body, a."tagList", a."createdAt", a."updatedAt",
                u.username, u.bio, u.image, COUNT(*) OVER () AS total
           FROM articles a
           JOIN follows f ON f."followingId" = a."authorId"
           JOIN users u ON u.id = a."authorId"
          WHERE f."followerId" = $1
          ORDER BY a."createdAt" DESC
          LIMIT $2 OFFSET $3`,
        [userId, limit, offset],
      );
      return rows;
    } finally {
      await client.end();
    }
  },
};
