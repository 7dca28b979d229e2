import { db } from '../db/connection.js';
import { commentFromRow } from '../models/comment.js';

const forArticle = db.prepare('SELECT * FROM comments WHERE article_slug = ? ORDER BY created_at DESC');
const byId = db.prepare('SELECT * FROM comments WHERE id = ?');
const insert = db.prepare('INSERT INTO comments (article_slug, author_id, body) VALUES (?, ?, ?)');
const remove = db.prepare('DELETE FROM comments WHERE id = ?');

export const commentRepository = {
  listFor: (slug) => forArticle.all(slug).map(commentFromRow),
  findById: (id) => commentFromRow(byId.get(id)),
  create(slug, authorId, body) {
    const { lastInsertRowid } = insert.run(slug, authorId, body);
    return commentFromRow(byId.get(lastInsertRowid));
  },
  delete: (id) => remove.run(id).changes > 0,
};
