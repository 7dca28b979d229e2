import * as articles from '../repositories/articleRepository';

export async function getArticle(slug: string) {
  const row = await articles.findBySlug(slug);
  if (!row) throw Object.assign(new Error('not found'), { status: 404 });
  return row;
}

export async function listArticles(limit = 20, offset = 0) {
  const rows = await articles.list(limit, offset);
  return { articles: rows, articlesCount: rows.length };
}
