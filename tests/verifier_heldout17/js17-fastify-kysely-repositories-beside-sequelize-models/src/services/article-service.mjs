import { articleRepository } from '../repositories/article-repository.mjs';

export async function listArticles(query) {
  const { rows, count } = await articleRepository.list({ limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
  return {
    articles: rows.map((r) => ({
      slug: r.slug, title: r.title, description: r.description, body: r.body,
      createdAt: r.created_at, updatedAt: r.updated_at, favoritesCount: r.favorites_count,
      author: { username: r.username, bio: r.bio, image: r.image, following: false },
    })),
    articlesCount: count,
  };
}
