import { db } from './db.js';
import { toArticle } from '../models/article.js';

export const articleRepository = {
  bySlug(slug) {
    const row = db.prepare('SELECT * FROM articles WHERE slug = ?').get(slug);
    return row ? toArticle(row) : null;
  },
  update(id, fields) {
    db.prepare(`UPDATE articles SET title = coalesce(?, title), description = coalesce(?, description),
                body = coalesce(?, body), updated_at = CURRENT_TIMESTAMP WHERE id = ?`)
      .run(fields.title ?? null, fields.description ?? null, fields.body ?? null, id);
    return toArticle(db.prepare('SELECT * FROM articles WHERE id = ?').get(id));
  },
  remove(id) {
    db.prepare('DELETE FROM articles WHERE id = ?').run(id);
  },
};
