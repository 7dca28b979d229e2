import { pg } from '../db.js';
import type { ArticleRow } from '../models/index.js';

export const feedRepository = {
  page(userId: number, limit: number, offset: number) {
    return pg.any<ArticleRow>(
      `SELECT a.slug, a.title, a.description, a.body, a.created_at, a.updated_at, u.username, u.bio, u.image
         FROM articles a
         JOIN follows f ON f.followee_id = a.author_id
         JOIN users u ON u.id = a.author_id
        WHERE f.follower_id = $1
        ORDER BY a.created_at DESC
        LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    );
  },
  count(userId: number) {
    return pg.one<{ n: number }>('SELECT count(*)::int AS n FROM articles a JOIN follows f ON f.followee_id = a.author_id WHERE f.follower_id = $1', [userId], (r) => r.n);
  },
};
