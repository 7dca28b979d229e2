import { articleRepository } from '../repositories/articleRepository.js';

export class NotFound extends Error {}

export const articleService = {
  async getBySlug(slug) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new NotFound(slug);
    return article;
  },
  async favorite(userId, article) {
    const [, created] = await articleRepository.addFavorite(userId, article.id);
    return created;
  },
  async unfavorite(userId, article) {
    return (await articleRepository.removeFavorite(userId, article.id)) > 0;
  },
};
