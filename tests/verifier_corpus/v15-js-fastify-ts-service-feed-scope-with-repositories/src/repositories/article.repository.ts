import { Article } from '../models/index.js';

export interface Page {
  limit: number;
  offset: number;
}

export async function findBySlug(slug: string): Promise<Article | null> {
  return Article.scope('withAuthor').findOne({ where: { slug } });
}

export async function list(page: Page): Promise<{ rows: Article[]; count: number }> {
  return Article.scope(['defaultScope', 'withAuthor']).findAndCountAll({ limit: page.limit, offset: page.offset });
}

export async function create(fields: { slug: string; title: string; description: string; body: string; authorId: number }): Promise<Article> {
  return Article.create(fields);
}
