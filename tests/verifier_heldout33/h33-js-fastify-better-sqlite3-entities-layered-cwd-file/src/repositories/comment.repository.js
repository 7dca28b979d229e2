const { db } = require('../infra/sqlite');

module.exports = {
  byArticle: (articleId) => db.prepare('SELECT * FROM comments WHERE article_id = ? ORDER BY id').all(articleId),
  byId: (id) => db.prepare('SELECT * FROM comments WHERE id = ?').get(id),
  insert(articleId, authorId, body) {
    const now = new Date().toISOString();
    return db.prepare('INSERT INTO comments (article_id, author_id, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
      .run(articleId, authorId, body, now, now).lastInsertRowid;
  },
};
