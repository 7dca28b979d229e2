const { pool } = require('../db');
const Article = require('../models/article');
const { withSuffix } = require('../services/slug');

const SELECT = `SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id`;

async function findBySlug(slug) {
  const { rows } = await pool.query(`${SELECT} WHERE a.slug = $1`, [slug]);
  return rows[0] ? new Article(rows[0]) : null;
}

async function insert({ slug, title, description, body, tagList, authorId }) {
  // retry with a random suffix when the slug is already used
  for (let attempt = 0, candidate = slug; attempt < 5; attempt += 1, candidate = withSuffix(slug)) {
    try {
      const { rows } = await pool.query(
        `INSERT INTO articles (slug, title, description, body, tag_list, author_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING slug`,
        [candidate, title, description, body, tagList, authorId],
      );
      return findBySlug(rows[0].slug);
    } catch (err) {
      if (err.code !== '23505') throw err;
    }
  }
  throw new Error('could not allocate a unique slug');
}

async function list({ limit, offset }) {
  const { rows } = await pool.query(`${SELECT} ORDER BY a.created_at DESC LIMIT $1 OFFSET $2`, [limit, offset]);
  const { rows: [{ count }] } = await pool.query('SELECT count(*)::int AS count FROM articles');
  return { articles: rows.map((r) => new Article(r)), count };
}

module.exports = { findBySlug, insert, list };
