const { pool } = require('../db');
const Article = require('../models/article');

module.exports = {
  // articles by the users the reader follows, newest first
  async feed(userId, { limit = 20, offset = 0 } = {}) {
    const { rows } = await pool.query(
      `SELECT a.*, u.username, u.bio, u.image, true AS following
         FROM articles a
         JOIN users u ON u.id = a.author_id
         JOIN follows f ON f.followee_id = a.author_id
        WHERE f.follower_id = $1
        ORDER BY a.created_at DESC
        LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    );
    const total = await pool.query(
      'SELECT count(*)::int AS n FROM articles a JOIN follows f ON f.followee_id = a.author_id WHERE f.follower_id = $1',
      [userId],
    );
    return { articles: rows.map((r) => new Article(r)), articlesCount: total.rows[0].n };
  },
};
