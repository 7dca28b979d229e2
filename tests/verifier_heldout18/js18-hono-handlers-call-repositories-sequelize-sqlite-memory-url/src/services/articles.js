import * as articles from '../repositories/articles.js';
export async function list(query) {
  const { rows, count } = await articles.list(Number(query.limit ?? 20), Number(query.offset ?? 0));
  return { articles: rows, articlesCount: count };
}
