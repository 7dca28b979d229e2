const { db } = require('./connection');
const { Comment } = require('../models/comment');

function listForArticle(slug) {
  return db.prepare(`SELECT c.* FROM comments c JOIN articles a ON a.id = c.article_id WHERE a.slug = ?
                     ORDER BY c.id DESC`).all(slug).map((r) => new Comment(r));
}

function add(articleId, authorId, body) {
  const info = db.prepare('INSERT INTO comments (body, article_id, author_id) VALUES (?, ?, ?)').run(body, articleId, authorId);
  return new Comment(db.prepare('SELECT * FROM comments WHERE id = ?').get(info.lastInsertRowid));
}

function articleIdBySlug(slug) {
  const row = db.prepare('SELECT id FROM articles WHERE slug = ?').get(slug);
  return row ? row.id : null;
}

module.exports = { listForArticle, add, articleIdBySlug };
