import { favoriteRepository } from '../repositories/favoriteRepository';

export async function favorite(userId: number, articleId: number) {
  await favoriteRepository.add(userId, articleId);
  return { favorited: true, favoritesCount: await favoriteRepository.countFor(articleId) };
}

export async function unfavorite(userId: number, articleId: number) {
  await favoriteRepository.remove(userId, articleId);
  return { favorited: false, favoritesCount: await favoriteRepository.countFor(articleId) };
}
