import { db } from './connection';
import type { ArticleRow } from '../models';

// Statements are prepared on first use: the tables only exist after sequelize.sync().
export const articleRepository = {
  findBySlug(slug: string) {
    return db.prepare('SELECT * FROM Articles WHERE slug = ?').get(slug) as ArticleRow | undefined;
  },
  list(limit: number, offset: number) {
    const rows = db.prepare('SELECT * FROM Articles ORDER BY createdAt DESC LIMIT ? OFFSET ?').all(limit, offset);
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM Articles').get() as { n: number };
    return { rows: rows as unknown as ArticleRow[], count: Number(n) };
  },
  create(a: Pick<ArticleRow, 'slug' | 'title' | 'description' | 'body' | 'authorId'>) {
    db.prepare(
      `INSERT INTO Articles (slug, title, description, body, authorId, createdAt, updatedAt)
       VALUES (?, ?, ?, ?, ?, datetime('now'), datetime('now'))`,
    ).run(a.slug, a.title, a.description, a.body, a.authorId);
    return this.findBySlug(a.slug) as ArticleRow;
  },
};
