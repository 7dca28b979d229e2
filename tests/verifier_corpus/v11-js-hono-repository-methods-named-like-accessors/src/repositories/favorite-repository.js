import { Favorite } from '../models/index.js';

export async function addFavorite(userId, articleId) {
  await Favorite.findOrCreate({ where: { userId, articleId } });
}

export async function removeFavorite(userId, articleId) {
  await Favorite.destroy({ where: { userId, articleId } });
}

export async function hasFavorite(userId, articleId) {
  return (await Favorite.count({ where: { userId, articleId } })) > 0;
}

export function countFavorites(articleId) {
  return Favorite.count({ where: { articleId } });
}
