const { db } = require('../db');

module.exports = {
  list(limit, offset) {
    return db.prepare('SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id ORDER BY a.created_at DESC LIMIT ? OFFSET ?').all(limit, offset);
  },
  count() { return db.prepare('SELECT COUNT(*) AS n FROM articles').get().n; },
  bySlug(slug) { return db.prepare('SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id WHERE slug = ?').get(slug); },
  insert(a) {
    const info = db.prepare('INSERT INTO articles (slug, title, description, body, author_id) VALUES (?, ?, ?, ?, ?)').run(a.slug, a.title, a.description, a.body, a.authorId);
    return info.lastInsertRowid;
  },
};
