import { articleWithAuthor, favoritesCount, isFavorited } from '../models/queries.js';
import { addFavorite, removeFavorite } from '../repositories/favorite.repository.js';

export async function favorite(slug, userId, on) {
  const article = await articleWithAuthor(slug);
  if (!article) return null;
  if (on) await addFavorite(article.id, userId); else await removeFavorite(article.id, userId);
  return {
    ...article.toJSON(),
    favorited: await isFavorited(article.id, userId),
    favoritesCount: await favoritesCount(article.id),
  };
}
