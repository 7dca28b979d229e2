import { db } from '../db.js';
import type { ArticleRow } from '../models/article.js';

export const articleRepository = {
  async findBySlug(slug: string): Promise<ArticleRow | undefined> {
    return db<ArticleRow>('articles').where({ slug }).first();
  },

  async insert(fields: Pick<ArticleRow, 'slug' | 'title' | 'description' | 'body'>): Promise<ArticleRow> {
    const [row] = await db<ArticleRow>('articles').insert(fields).returning('*');
    return row;
  },
};
