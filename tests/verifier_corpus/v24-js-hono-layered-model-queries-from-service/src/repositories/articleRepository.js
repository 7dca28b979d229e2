import { Article, Favorite, User } from '../models/index.js';

export function list({ limit, offset }) {
  return Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
}

export async function addFavorite(articleId, userId) {
  await Favorite.findOrCreate({ where: { articleId, userId } });
}

export async function removeFavorite(articleId, userId) {
  await Favorite.destroy({ where: { articleId, userId } });
}
