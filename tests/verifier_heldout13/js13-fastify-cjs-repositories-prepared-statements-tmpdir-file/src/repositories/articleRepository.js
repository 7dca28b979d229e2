const db = require('../database/connection');
const Article = require('../models/Article');

const bySlug = db.prepare('SELECT * FROM articles WHERE slug = ?');
const insert = db.prepare(
  'INSERT INTO articles (slug, title, description, body, author_id) VALUES (@slug, @title, @description, @body, @authorId)',
);
const recent = db.prepare('SELECT * FROM articles ORDER BY created_at DESC LIMIT ? OFFSET ?');
const total = db.prepare('SELECT COUNT(*) AS n FROM articles');

module.exports = {
  findBySlug(slug) {
    const row = bySlug.get(slug);
    return row ? new Article(row) : null;
  },
  create(data) {
    insert.run(data);
    return this.findBySlug(data.slug);
  },
  list(limit, offset) {
    return { rows: recent.all(limit, offset).map((r) => new Article(r)), count: total.get().n };
  },
};
