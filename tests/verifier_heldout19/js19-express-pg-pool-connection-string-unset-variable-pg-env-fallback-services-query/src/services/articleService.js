const { pool } = require('../db/pool');
const Article = require('../models/Article');

async function listArticles({ limit, offset, tag }) {
  const params = [limit, offset];
  let where = '';
  if (tag) { params.push(tag); where = 'WHERE $3 = ANY(tag_list)'; }
  const { rows } = await pool.query(`SELECT * FROM articles ${where} ORDER BY created_at DESC LIMIT $1 OFFSET $2`, params);
  const count = await pool.query(`SELECT count(*)::int AS n FROM articles ${tag ? 'WHERE $1 = ANY(tag_list)' : ''}`, tag ? [tag] : []);
  return { articles: rows.map(Article.fromRow), articlesCount: count.rows[0].n };
}

async function getArticle(slug) {
  const { rows } = await pool.query('SELECT * FROM articles WHERE slug = $1', [slug]);
  return rows[0] ? Article.fromRow(rows[0]) : null;
}

module.exports = { listArticles, getArticle };
