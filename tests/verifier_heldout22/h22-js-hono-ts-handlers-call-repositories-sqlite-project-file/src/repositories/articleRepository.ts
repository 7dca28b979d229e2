import { db } from '../db/client';
import type { ArticleRow } from '../models/types';

export const articleRepository = {
  bySlug: (slug: string) => db.prepare('SELECT * FROM articles WHERE slug = ?').get(slug) as ArticleRow | undefined,
};
