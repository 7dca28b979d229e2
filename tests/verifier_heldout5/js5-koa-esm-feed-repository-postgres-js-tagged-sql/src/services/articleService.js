import { articleRepository } from '../repositories/articleRepository.js';
import { feedRepository } from '../repositories/feedRepository.js';

const fromModel = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

const fromRow = (r) => ({
  slug: r.slug, title: r.title, description: r.description, body: r.body, tagList: [],
  createdAt: r.createdAt, updatedAt: r.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: r.username, bio: r.bio, image: r.image, following: true },
});

export const articleService = {
  async list(limit = 20, offset = 0) {
    const { rows, count } = await articleRepository.list({ limit, offset });
    return { articles: rows.map(fromModel), articlesCount: count };
  },
  async feed(userId, limit = 20, offset = 0) {
    const { rows, count } = await feedRepository.page(userId, { limit, offset });
    return { articles: rows.map(fromRow), articlesCount: count };
  },
};
