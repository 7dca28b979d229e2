import { pool } from '../lib/pool.js';
import { toArticle } from '../models/article.js';

const SELECT = 'SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id';

export const articleRepository = {
  async list(limit, offset) {
    const { rows } = await pool.query(`${SELECT} ORDER BY a.created_at DESC LIMIT $1 OFFSET $2`, [limit, offset]);
    const { rows: [{ count }] } = await pool.query('SELECT count(*)::int AS count FROM articles');
    return { articles: rows.map(toArticle), articlesCount: count };
  },
  async bySlug(slug) {
    const { rows } = await pool.query(`${SELECT} WHERE a.slug = $1`, [slug]);
    return rows[0] ? toArticle(rows[0]) : null;
  },
};
