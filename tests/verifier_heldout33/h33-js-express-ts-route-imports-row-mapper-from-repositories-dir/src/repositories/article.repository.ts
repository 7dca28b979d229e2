import { db } from '../db/connection';
import type { ArticleRow } from '../models/article';

export class ArticleRepository {
  findBySlug(slug: string): ArticleRow | undefined {
    return db.prepare('SELECT * FROM articles WHERE slug = ?').get(slug) as ArticleRow | undefined;
  }
  list(limit: number, offset: number): ArticleRow[] {
    return db.prepare('SELECT * FROM articles ORDER BY created_at DESC LIMIT ? OFFSET ?').all(limit, offset) as ArticleRow[];
  }
}
