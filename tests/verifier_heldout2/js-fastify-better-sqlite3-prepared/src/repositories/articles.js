const db = require('../db');

const bySlug = db.prepare('SELECT id, slug, title, body FROM articles WHERE slug = ?');
const insert = db.prepare('INSERT INTO articles (slug, title, body) VALUES (@slug, @title, @body)');

module.exports = {
  findBySlug: (slug) => bySlug.get(slug),
  create: (article) => {
    insert.run(article);
    return bySlug.get(article.slug);
  },
};
