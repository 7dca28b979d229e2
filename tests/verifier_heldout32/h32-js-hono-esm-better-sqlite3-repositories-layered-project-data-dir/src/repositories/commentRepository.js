import { db } from './connection.js';
import { toComment } from '../models/comment.js';

const insert = db.prepare('INSERT INTO comments (article_slug, author, body) VALUES (?, ?, ?)');
const byId = db.prepare('SELECT * FROM comments WHERE id = ?');
const bySlug = db.prepare('SELECT * FROM comments WHERE article_slug = ? ORDER BY id DESC');
const del = db.prepare('DELETE FROM comments WHERE id = ?');

export const commentRepository = {
  add(slug, author, body) {
    const { lastInsertRowid } = insert.run(slug, author, body);
    return toComment(byId.get(lastInsertRowid));
  },
  find(id) {
    const row = byId.get(id);
    return row ? { ...toComment(row), articleSlug: row.article_slug } : null;
  },
  list: (slug) => bySlug.all(slug).map(toComment),
  remove: (id) => del.run(id).changes > 0,
};
