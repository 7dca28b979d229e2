const { pool } = require('../db');
const Article = require('../models/article');

const SELECT = `
  SELECT a.*, u.username, u.bio, u.image
  FROM articles a JOIN users u ON u.id = a.author_id`;

module.exports = {
  async findBySlug(slug) {
    const { rows } = await pool.query(`${SELECT} WHERE a.slug = $1`, [slug]);
    return rows[0] ? new Article(rows[0]) : null;
  },

  async list({ limit, offset }) {
    const { rows } = await pool.query(`${SELECT} ORDER BY a.created_at DESC LIMIT $1 OFFSET $2`, [limit, offset]);
    const count = await pool.query('SELECT count(*)::int AS n FROM articles');
    return { articles: rows.map((r) => new Article(r)), count: count.rows[0].n };
  },

  async insert({ slug, title, description, body, authorId }) {
    await pool.query(
      'INSERT INTO articles (slug, title, description, body, author_id) VALUES ($1, $2, $3, $4, $5)',
      [slug, title, description, body, authorId],
    );
    return this.findBySlug(slug);
  },
};
