import { db } from './db';
import type { CommentRow } from '../models/comment';

export const commentRepository = {
  forArticle: (slug: string) =>
    db.prepare('SELECT * FROM comments WHERE article_slug = ? ORDER BY id DESC').all(slug) as CommentRow[],
  byId: (id: number) => db.prepare('SELECT * FROM comments WHERE id = ?').get(id) as CommentRow | undefined,
  insert(slug: string, authorId: number, body: string): CommentRow {
    const info = db.prepare('INSERT INTO comments (article_slug, author_id, body) VALUES (?, ?, ?)').run(slug, authorId, body);
    return this.byId(Number(info.lastInsertRowid))!;
  },
  remove: (id: number) => db.prepare('DELETE FROM comments WHERE id = ?').run(id),
};
