import { articleRepository } from '../repositories/articleRepository.js';

export class NotFound extends Error {}
export class Forbidden extends Error {}

export const toArticle = (a) => ({
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

const slugOf = (title) => `${title.toLowerCase().trim().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;

export const articleService = {
  async list(query) {
    const { rows, count } = await articleRepository.list(query);
    return { articles: rows.map(toArticle), articlesCount: count };
  },
  async create(authorId, input) {
    const created = await articleRepository.create({ ...input, slug: slugOf(input.title), authorId });
    return toArticle(await articleRepository.findBySlug(created.slug));
  },
  async remove(slug, userId) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new NotFound();
    if (article.authorId !== userId) throw new Forbidden();
    await articleRepository.remove(article);
  },
};
