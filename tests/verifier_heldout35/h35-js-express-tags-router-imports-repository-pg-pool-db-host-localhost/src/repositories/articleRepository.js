const { pool } = require('../db');
const { Article } = require('../models/article');

async function findBySlug(slug) {
  const { rows } = await pool.query('SELECT * FROM articles WHERE slug = $1', [slug]);
  return rows[0] ? new Article(rows[0]) : null;
}

async function insert({ slug, title, description, body, tagList }) {
  const { rows } = await pool.query(
    'INSERT INTO articles (slug, title, description, body, tag_list) VALUES ($1,$2,$3,$4,$5) RETURNING *',
    [slug, title, description, body, tagList || []]);
  return new Article(rows[0]);
}

module.exports = { findBySlug, insert };
