import { articleRepository } from '../repositories/article-repository.js';
import { tagRepository } from '../repositories/tag-repository.js';

const view = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tags.map((t) => t.name),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { ...a.author.get({ plain: true }), following: false },
});

export async function listArticles(limit = 20, offset = 0) {
  const { rows, count } = await articleRepository.page(limit, offset);
  return { articles: rows.map(view), articlesCount: count };
}

export async function createArticle(authorId, { title, description, body, tagList = [] }) {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  const tags = await tagRepository.upsertMany(tagList);
  await articleRepository.insert({ slug, title, description, body, authorId }, tags);
  return view(await articleRepository.bySlug(slug));
}
