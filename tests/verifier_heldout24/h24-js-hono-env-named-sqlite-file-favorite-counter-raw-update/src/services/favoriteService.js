import { articleRepository } from '../repositories/articleRepository.js';
import { favoriteRepository } from '../repositories/favoriteRepository.js';

export async function setFavorite(slug, userId, on) {
  const article = await articleRepository.bySlug(slug);
  if (!article) return null;
  const already = await favoriteRepository.exists(userId, article.id);
  if (on && !already) await favoriteRepository.add(userId, article.id);
  if (!on && already) await favoriteRepository.remove(userId, article.id);
  await articleRepository.reload(article);
  return { slug: article.slug, title: article.title, favorited: on, favoritesCount: article.favoritesCount };
}
