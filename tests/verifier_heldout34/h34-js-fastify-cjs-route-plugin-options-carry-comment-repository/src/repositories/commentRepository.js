const { pool } = require('./pool');
const { toComment } = require('../models/comment');

class CommentRepository {
  async findById(id) {
    const { rows } = await pool.query('SELECT * FROM comments WHERE id = $1', [id]);
    return rows[0] ? toComment(rows[0]) : null;
  }
  async listBySlug(slug) {
    const { rows } = await pool.query('SELECT * FROM comments WHERE article_slug = $1 ORDER BY id', [slug]);
    return rows.map(toComment);
  }
  async insert(slug, authorId, body) {
    const { rows } = await pool.query(
      'INSERT INTO comments (article_slug, author_id, body) VALUES ($1, $2, $3) RETURNING *', [slug, authorId, body]);
    return toComment(rows[0]);
  }
  async delete(id) {
    await pool.query('DELETE FROM comments WHERE id = $1', [id]);
  }
}

module.exports = { CommentRepository };
