import { pool } from './pool.js';
import { Comment } from '../entities/comment.js';
export const commentDao = {
  forArticle: async (slug) => (await pool.query('SELECT * FROM comments WHERE article_slug = $1 ORDER BY created_at DESC', [slug])).rows.map(Comment.fromRow),
  add: async (slug, body) => Comment.fromRow((await pool.query('INSERT INTO comments (article_slug, body) VALUES ($1, $2) RETURNING *', [slug, body])).rows[0]),
};
