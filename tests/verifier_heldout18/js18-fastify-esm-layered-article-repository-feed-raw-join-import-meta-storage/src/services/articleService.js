import * as articles from '../repositories/articleRepository.js';

export async function feed(userId, query) {
  const limit = Math.min(Number(query.limit) || 20, 100);
  const offset = Number(query.offset) || 0;
  const rows = await articles.feed(userId, { limit, offset });
  return { articles: rows, articlesCount: rows.length };
}
export const get = (slug) => articles.findBySlug(slug);
