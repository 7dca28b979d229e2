import { articleRepository } from '../repositories/article.repository.js';
import { feedRepository } from '../repositories/feed.repository.js';

export async function listArticles(limit = 20, offset = 0) {
  const { rows, count } = await articleRepository.page(limit, offset);
  return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
}

export async function feed(userId: number, limit = 20, offset = 0) {
  const [rows, count] = await Promise.all([feedRepository.page(userId, limit, offset), feedRepository.count(userId)]);
  return {
    articles: rows.map((r) => ({
      slug: r.slug, title: r.title, description: r.description, body: r.body, tagList: [],
      createdAt: r.created_at, updatedAt: r.updated_at, favorited: false, favoritesCount: 0,
      author: { username: r.username, bio: r.bio, image: r.image, following: true },
    })),
    articlesCount: count,
  };
}
