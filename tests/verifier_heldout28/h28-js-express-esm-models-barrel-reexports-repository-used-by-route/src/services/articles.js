import { articleRepository } from '../repositories/index.js';

export const present = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { ...a.author.get({ plain: true }), following: false },
});

export async function listArticles({ limit = 20, offset = 0 }) {
  const { rows, count } = await articleRepository.page({ limit: Number(limit), offset: Number(offset) });
  return { articles: rows.map(present), articlesCount: count };
}

export async function createArticle(authorId, { title, description, body, tagList = [] }) {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  await articleRepository.create({ slug, title, description, body, tagList, authorId });
  return present(await articleRepository.bySlug(slug));
}
