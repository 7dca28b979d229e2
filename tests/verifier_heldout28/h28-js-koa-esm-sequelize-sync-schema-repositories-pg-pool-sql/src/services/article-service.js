import { findArticles, findArticleBySlug, insertArticle } from '../repositories/article-repository.js';

const present = ({ id, ...a }) => ({ ...a, favorited: false, favoritesCount: 0, author: { ...a.author, following: false } });

export async function list({ tag, limit = 20, offset = 0 }) {
  const { rows, count } = await findArticles({ tag, limit: Number(limit), offset: Number(offset) });
  return { articles: rows.map(present), articlesCount: count };
}

export async function get(slug) {
  const a = await findArticleBySlug(slug);
  if (!a) {
    const err = new Error('article not found');
    err.status = 404;
    throw err;
  }
  return present(a);
}

export async function create(authorId, { title, description, body, tagList = [] }) {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  return present(await insertArticle({ slug, title, description, body, tagList, authorId }));
}
