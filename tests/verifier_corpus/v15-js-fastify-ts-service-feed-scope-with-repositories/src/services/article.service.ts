import * as articles from '../repositories/article.repository.js';

export class HttpError extends Error {
  constructor(public readonly status: number, message: string) {
    super(message);
  }
}

function slugify(title: string): string {
  const base = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');
  return `${base}-${Math.random().toString(36).slice(2, 8)}`;
}

export async function getArticle(slug: string) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new HttpError(404, 'article not found');
  return article;
}

export async function listArticles(limit = 20, offset = 0) {
  return articles.list({ limit, offset });
}

export async function createArticle(authorId: number, input: { title?: string; description?: string; body?: string }) {
  if (!input.title || !input.description || !input.body) throw new HttpError(422, 'title, description and body are required');
  const created = await articles.create({ slug: slugify(input.title), title: input.title, description: input.description, body: input.body, authorId });
  return getArticle(created.slug);
}
