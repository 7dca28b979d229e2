import * as repo from '../repositories/articles.js';

export class NotFound extends Error {}

async function decorate(article, viewerId) {
  return {
    article,
    favorited: await repo.isFavorited(article.id, viewerId),
    favoritesCount: await repo.countFavorites(article.id),
  };
}

export async function listArticles(query, viewerId) {
  const { rows, count } = await repo.findMany({
    tag: query.tag,
    author: query.author,
    limit: Number(query.limit ?? 20),
    offset: Number(query.offset ?? 0),
  });
  return { items: await Promise.all(rows.map((a) => decorate(a, viewerId))), count };
}

export async function getArticle(slug, viewerId) {
  const article = await repo.findBySlug(slug);
  if (!article) throw new NotFound(slug);
  return decorate(article, viewerId);
}

export async function favorite(slug, userId, on) {
  const article = await repo.findBySlug(slug);
  if (!article) throw new NotFound(slug);
  if (on) await repo.addFavorite(article.id, userId);
  else await repo.removeFavorite(article.id, userId);
  return decorate(article, userId);
}
