const { db } = require('../db/connection');
const { toArticle } = require('../models/article');

exports.listArticles = ({ limit = 20, offset = 0 }) => {
  const rows = db.prepare('SELECT * FROM articles ORDER BY created_at DESC LIMIT ? OFFSET ?').all(limit, offset);
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM articles').get();
  return { articles: rows.map(toArticle), articlesCount: n };
};

exports.getArticle = (slug) => {
  const row = db.prepare('SELECT * FROM articles WHERE slug = ?').get(slug);
  return row ? toArticle(row) : null;
};
