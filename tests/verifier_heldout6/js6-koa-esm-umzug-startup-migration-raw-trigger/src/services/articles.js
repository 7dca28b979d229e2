import { articlesRepository as repo } from '../repositories/articles.js';

const present = (a, favorited) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited, favoritesCount: a.favoritesCount,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

export async function list(limit = 20, offset = 0) {
  const { rows, count } = await repo.page(limit, offset);
  return { articles: rows.map((a) => present(a, false)), articlesCount: count };
}

export async function create(userId, { title, description, body }) {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  await repo.create({ slug, title, description, body, authorId: userId, favoritesCount: 0 });
  return present(await repo.bySlug(slug), false);
}

export async function setFavorite(userId, slug, on) {
  const article = await repo.bySlug(slug);
  if (!article) return null;
  if (on) await repo.favorite(userId, article.id);
  else await repo.unfavorite(userId, article.id);
  return present(await repo.bySlug(slug), on);
}
