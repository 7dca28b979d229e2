import { favoriteRepository } from '../db/repositories/favorite.repository';

export async function favorite(slug: string, userId: number, add: boolean) {
  return favoriteRepository.withTransaction(async (t) => {
    const article = await favoriteRepository.findArticle(slug, t);
    if (!article) return null;
    if (add) await favoriteRepository.add(userId, article, t);
    else await favoriteRepository.remove(userId, article, t);
    return favoriteRepository.findArticle(slug, t);
  });
}
