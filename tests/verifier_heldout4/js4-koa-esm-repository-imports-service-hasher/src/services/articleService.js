import { articleRepository } from '../repositories/articleRepository.js';

export async function listArticles({ limit = 20, offset = 0 }) {
  const { rows, count } = await articleRepository.list({ limit: Number(limit), offset: Number(offset) });
  return { articles: rows.map((r) => r.toJSON()), articlesCount: count };
}

export async function createArticle(authorId, { title, description, body, tagList = [] }) {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  await articleRepository.create({ slug, title, description, body, tagList, authorId });
  return (await articleRepository.findBySlug(slug)).toJSON();
}
