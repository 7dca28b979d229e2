const db = require('../db');
const { Article } = require('../models/article');

const insert = db.prepare('INSERT INTO articles (slug, title, description, body) VALUES (@slug, @title, @description, @body)');
const bySlug = db.prepare('SELECT * FROM articles WHERE slug = ?');

exports.create = (fields) => {
  const { lastInsertRowid } = insert.run(fields);
  return new Article({ id: Number(lastInsertRowid), ...fields });
};
exports.findBySlug = (slug) => {
  const row = bySlug.get(slug);
  return row ? new Article(row) : null;
};
