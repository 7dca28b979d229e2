const db = require('../models/database');

const bySlug = db.prepare('SELECT * FROM articles WHERE slug = ?');
const insert = db.prepare(
  'INSERT INTO articles (slug, title, description, body, author_id) VALUES (@slug, @title, @description, @body, @authorId)',
);
const page = db.prepare('SELECT * FROM articles ORDER BY created_at DESC LIMIT ? OFFSET ?');
const total = db.prepare('SELECT COUNT(*) AS n FROM articles');

module.exports = {
  findBySlug: (slug) => bySlug.get(slug),
  create: (article) => {
    insert.run(article);
    return bySlug.get(article.slug);
  },
  list: (limit, offset) => ({ rows: page.all(limit, offset), count: total.get().n }),
};
