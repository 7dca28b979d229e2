import { articleRepository } from '../repositories/articles.js';

const slugOf = (title) => title.toLowerCase().trim().replace(/\s+/g, '-');

export async function listArticles({ limit = 20, offset = 0 }) {
  const { rows, count } = await articleRepository.page(Number(limit), Number(offset));
  return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
}

export async function createArticle(author, { title, description, body }) {
  if (!title || !body) return { error: 'title and body are required' };
  const article = await articleRepository.insert({ slug: slugOf(title), title, description, body, author });
  return { article: article.toJSON() };
}

export const findArticle = (slug) => articleRepository.bySlug(slug);
export const deleteArticle = (slug) => articleRepository.remove(slug);
