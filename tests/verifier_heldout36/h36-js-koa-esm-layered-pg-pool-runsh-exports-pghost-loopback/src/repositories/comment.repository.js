import { pool } from './db.js';
import { Comment } from '../models/comment.js';
export async function listBySlug(slug) {
  const { rows } = await pool.query('SELECT * FROM comments WHERE article_slug = $1 ORDER BY created_at DESC', [slug]);
  return rows.map((r) => new Comment(r));
}
export async function insert(slug, author, body) {
  const { rows } = await pool.query('INSERT INTO comments (article_slug, author, body) VALUES ($1, $2, $3) RETURNING *', [slug, author, body]);
  return new Comment(rows[0]);
}
export async function remove(id) { await pool.query('DELETE FROM comments WHERE id = $1', [id]); }
