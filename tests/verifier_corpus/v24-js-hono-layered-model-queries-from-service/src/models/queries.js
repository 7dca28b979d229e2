// Reusable lookups on the models above.
import { Article, Favorite, User } from './index.js';

export function findArticleWithAuthor(slug) {
  return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
}

export function countFavorites(articleId) {
  return Favorite.count({ where: { articleId } });
}

export async function isFavoritedBy(articleId, userId) {
  if (!userId) return false;
  return (await Favorite.count({ where: { articleId, userId } })) > 0;
}
