import { articleRepository } from '../repositories/articleRepository';
import { feedRepository } from '../repositories/feedRepository';
import type { Article } from '../models';

function present(a: Article) {
  return {
    slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
    createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
    author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
  };
}

export const articleService = {
  async list(limit: number, offset: number) {
    const { rows, count } = await articleRepository.list(limit, offset);
    return { articles: rows.map(present), articlesCount: count };
  },
  async feed(userId: number, limit: number, offset: number) {
    const rows = await feedRepository.forFollower(userId, limit, offset);
    return {
      articles: rows.map((r) => ({
        slug: r.slug, title: r.title, description: r.description, body: r.body, tagList: r.tagList,
        createdAt: r.createdAt, updatedAt: r.updatedAt, favorited: false, favoritesCount: 0,
        author: { username: r.username, bio: r.bio, image: r.image, following: true },
      })),
      articlesCount: rows.length ? Number(rows[0].total) : 0,
    };
  },
};
