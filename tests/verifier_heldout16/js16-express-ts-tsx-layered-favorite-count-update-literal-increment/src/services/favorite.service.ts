import { articleRepository } from '../repositories/article.repository.js';
import { favoriteRepository } from '../repositories/favorite.repository.js';

export class NotFoundError extends Error {}

export async function setFavorite(userId: number, slug: string, favorite: boolean) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) throw new NotFoundError(`article ${slug} not found`);
  if (favorite) await favoriteRepository.add(userId, article.id);
  else await favoriteRepository.remove(userId, article.id);
  const fresh = await articleRepository.reload(article);
  return { ...fresh.toJSON(), favorited: favorite };
}
