import { articleRepository } from '../repositories/article.repository';
import { favoriteRepository } from '../repositories/favorite.repository';
import { AppError } from './auth.service';
import type { Article } from '../models';

const present = (a: Article, favorited: boolean) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited, favoritesCount: a.favoritesCount,
  author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
});

export const favoriteService = {
  async favorite(slug: string, userId: number) {
    const article = await articleRepository.bySlug(slug);
    if (!article) throw new AppError(404, 'article not found');
    await favoriteRepository.add(userId, article.id);
    return present(await articleRepository.reload(article), true);
  },
  async unfavorite(slug: string, userId: number) {
    const article = await articleRepository.bySlug(slug);
    if (!article) throw new AppError(404, 'article not found');
    await favoriteRepository.remove(userId, article.id);
    return present(await articleRepository.reload(article), false);
  },
};
