import * as articles from '../repositories/articleRepository.js';

export async function listArticles(query) {
  const { rows, count } = await articles.list({ limit: Number(query.limit ?? 20), offset: Number(query.offset ?? 0) });
  return { articles: rows.map((a) => ({ slug: a.slug, title: a.title, author: { username: a.author?.username } })), articlesCount: count };
}
