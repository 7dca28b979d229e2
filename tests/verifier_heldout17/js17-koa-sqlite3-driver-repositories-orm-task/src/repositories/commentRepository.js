const db = require('../db/database');
const Comment = require('../models/comment');

exports.forArticle = async (articleId) => (await db.all(
  `SELECT c.*, u.username, u.bio, u.image FROM comments c JOIN users u ON u.id = c.author_id WHERE c.article_id = ? ORDER BY c.id DESC`,
  [articleId],
)).map((r) => new Comment(r));
exports.insert = (articleId, authorId, body) => db.run('INSERT INTO comments (article_id, author_id, body) VALUES (?, ?, ?)', [articleId, authorId, body]);
exports.remove = (id) => db.run('DELETE FROM comments WHERE id = ?', [id]);
