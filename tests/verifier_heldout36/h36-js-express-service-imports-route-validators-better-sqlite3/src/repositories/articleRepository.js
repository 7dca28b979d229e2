const { db } = require('../data/db');
exports.insert = (a) => db.prepare('INSERT INTO articles (slug, title, description, body, author_id) VALUES (?, ?, ?, ?, ?)').run(a.slug, a.title, a.description, a.body, a.authorId);
exports.bySlug = (slug) => db.prepare('SELECT * FROM articles WHERE slug = ?').get(slug);
