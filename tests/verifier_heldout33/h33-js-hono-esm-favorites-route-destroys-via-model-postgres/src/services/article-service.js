import * as articles from '../repositories/article-repository.js';

export async function get(slug, userId) {
  const a = await articles.findBySlug(slug);
  if (!a) return null;
  const favoritesCount = await articles.countFavorites(a.id);
  const favorited = userId ? await articles.isFavorited(a.id, userId) : false;
  return { id: a.id, slug: a.slug, title: a.title, body: a.body, favorited, favoritesCount };
}
export async function favorite(slug, userId) {
  const a = await articles.findBySlug(slug);
  await articles.addFavorite(a.id, userId);
  return get(slug, userId);
}
