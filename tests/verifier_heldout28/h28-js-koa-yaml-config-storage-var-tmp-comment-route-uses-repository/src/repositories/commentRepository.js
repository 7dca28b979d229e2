const db = require('./db');
const Comment = require('../models/comment');

const WITH_AUTHOR = 'SELECT c.*, u.username, u.bio, u.image FROM comments c JOIN users u ON u.id = c.author_id';

module.exports = {
  forArticle(articleId) {
    return db.prepare(`${WITH_AUTHOR} WHERE c.article_id = ? ORDER BY c.id`).all(articleId).map((r) => new Comment(r));
  },
  byId(id) {
    const row = db.prepare(`${WITH_AUTHOR} WHERE c.id = ?`).get(id);
    return row ? new Comment(row) : null;
  },
  insert(articleId, authorId, body) {
    const info = db.prepare('INSERT INTO comments (body, article_id, author_id) VALUES (?, ?, ?)').run(body, articleId, authorId);
    return this.byId(info.lastInsertRowid);
  },
  remove(id) {
    db.prepare('DELETE FROM comments WHERE id = ?').run(id);
  },
};
