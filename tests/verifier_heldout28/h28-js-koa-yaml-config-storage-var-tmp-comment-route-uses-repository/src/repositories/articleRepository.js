const db = require('./db');

module.exports = {
  idBySlug(slug) {
    const row = db.prepare('SELECT id FROM articles WHERE slug = ?').get(slug);
    return row ? row.id : null;
  },
};
