import { pool } from '../db/pool';
import type { Comment } from '../models/comment';

const map = (r: any): Comment => ({
  id: r.id, articleSlug: r.article_slug, author: r.author, body: r.body, createdAt: r.created_at, updatedAt: r.updated_at,
});

export const commentRepository = {
  async forArticle(slug: string): Promise<Comment[]> {
    const { rows } = await pool.query('SELECT * FROM comments WHERE article_slug = $1 ORDER BY created_at DESC', [slug]);
    return rows.map(map);
  },
  async add(slug: string, author: string, body: string): Promise<Comment> {
    const { rows } = await pool.query(
      'INSERT INTO comments (article_slug, author, body) VALUES ($1, $2, $3) RETURNING *', [slug, author, body]);
    return map(rows[0]);
  },
  async remove(id: number): Promise<void> {
    await pool.query('DELETE FROM comments WHERE id = $1', [id]);
  },
};
