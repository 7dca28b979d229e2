import type { Article } from '../models/index.js';
import { articleRepository } from '../repositories/articleRepository.js';

const present = (a: Article) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [] as string[],
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author?.username, bio: a.author?.bio ?? null, image: a.author?.image ?? null, following: false },
});

export const articleService = {
  async list(limit = 20, offset = 0) {
    const { rows, count } = await articleRepository.list(limit, offset);
    return { articles: rows.map(present), articlesCount: count };
  },
  async feed(viewerId: number, limit = 20, offset = 0) {
    const rows = await articleRepository.feed(viewerId, limit, offset);
    return { articles: rows.map((a) => ({ ...present(a), author: { ...present(a).author, following: true } })), articlesCount: rows.length };
  },
  async get(slug: string) {
    const article = await articleRepository.bySlug(slug);
    return article ? present(article) : null;
  },
};
