import { addFavorite, findArticle } from '../repositories/favoriteRepository.js';

export async function favorite(slug, userId) {
  const article = await findArticle(slug);
  if (!article) return null;
  const updated = await addFavorite(userId, article.id);
  return { ...updated.toJSON(), favorited: true };
}
