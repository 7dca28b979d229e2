const db = require('../db');

const addStmt = db.prepare('INSERT OR IGNORE INTO favorites (user_id, article_slug) VALUES (?, ?)');
const removeStmt = db.prepare('DELETE FROM favorites WHERE user_id = ? AND article_slug = ?');
const countStmt = db.prepare('SELECT COUNT(*) AS n FROM favorites WHERE article_slug = ?');
const hasStmt = db.prepare('SELECT 1 FROM favorites WHERE user_id = ? AND article_slug = ?');

module.exports = {
  add(userId, slug) { addStmt.run(userId, slug); },
  remove(userId, slug) { removeStmt.run(userId, slug); },
  count(slug) { return countStmt.get(slug).n; },
  has(userId, slug) { return Boolean(hasStmt.get(userId, slug)); },
};
