const { pool } = require('./db');

module.exports = {
  async articleBySlug(slug) {
    const { rows } = await pool.query('SELECT * FROM articles WHERE slug = $1', [slug]);
    return rows[0] || null;
  },
  async add(userId, articleId) {
    await pool.query('INSERT INTO favorites (user_id, article_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, articleId]);
  },
  async remove(userId, articleId) {
    await pool.query('DELETE FROM favorites WHERE user_id = $1 AND article_id = $2', [userId, articleId]);
  },
  async count(articleId) {
    const { rows } = await pool.query('SELECT COUNT(*)::int AS n FROM favorites WHERE article_id = $1', [articleId]);
    return rows[0].n;
  },
};
