// feature-file: favorites
import { Favorite } from '../models/index.js';

// Idempotent: favoriting twice leaves one row.
export async function add(userId, articleId) {
  await Favorite.bulkCreate([{ userId, articleId }], { ignoreDuplicates: true });
}

export async function remove(userId, articleId) {
  await Favorite.destroy({ where: { userId, articleId } });
}

// Map of articleId -> number of favorites, for the given articles.
export async function countsFor(articleIds) {
  const rows = await Favorite.count({ where: { articleId: articleIds }, group: ['articleId'] });
  return new Map(rows.map(({ articleId, count }) => [articleId, Number(count)]));
}

// The subset of articleIds that userId has favorited.
export async function favoritedAmong(userId, articleIds) {
  const rows = await Favorite.findAll({ attributes: ['articleId'], where: { userId, articleId: articleIds } });
  return new Set(rows.map((row) => row.articleId));
}

export async function articleIdsFavoritedBy(userId) {
  const rows = await Favorite.findAll({ attributes: ['articleId'], where: { userId } });
  return rows.map((row) => row.articleId);
}
