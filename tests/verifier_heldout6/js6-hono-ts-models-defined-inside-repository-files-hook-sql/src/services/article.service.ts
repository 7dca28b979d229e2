import { articleRepository, type ArticleModel } from '../repositories/article.repository.js';
import { favoriteRepository } from '../repositories/favorite.repository.js';

async function present(a: ArticleModel, viewerId?: number) {
  return {
    slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
    createdAt: a.createdAt, updatedAt: a.updatedAt,
    favorited: viewerId ? await favoriteRepository.exists(viewerId, a.id) : false,
    favoritesCount: a.favoritesCount,
    author: { username: a.author?.username, bio: a.author?.bio ?? null, image: a.author?.image ?? null, following: false },
  };
}

export async function list(limit: number, offset: number, viewerId?: number) {
  const { rows, count } = await articleRepository.page(limit, offset);
  return { articles: await Promise.all(rows.map((a) => present(a, viewerId))), articlesCount: count };
}

export async function create(authorId: number, input: { title: string; description: string; body: string }) {
  const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  await articleRepository.create({ ...input, slug, authorId });
  return present((await articleRepository.bySlug(slug))!, authorId);
}

export async function favorite(slug: string, userId: number, on: boolean) {
  const article = await articleRepository.bySlug(slug);
  if (!article) return null;
  if (on) await favoriteRepository.add(userId, article.id);
  else await favoriteRepository.remove(userId, article.id);
  return present((await articleRepository.bySlug(slug))!, userId);
}
