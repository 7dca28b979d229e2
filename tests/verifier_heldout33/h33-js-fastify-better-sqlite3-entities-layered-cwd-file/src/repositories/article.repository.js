const { db } = require('../infra/sqlite');
module.exports = { findBySlug: (slug) => db.prepare('SELECT * FROM articles WHERE slug = ?').get(slug) };
