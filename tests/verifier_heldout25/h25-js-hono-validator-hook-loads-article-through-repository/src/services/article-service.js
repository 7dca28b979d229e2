import { articleRepository } from '../repositories/article-repository.js';

export class ForbiddenError extends Error {}

export const articleService = {
  async update(article, userId, changes) {
    if (article.authorId !== userId) throw new ForbiddenError('only the author can edit');
    const fields = {};
    for (const key of ['title', 'description', 'body']) if (changes[key] !== undefined) fields[key] = changes[key];
    await articleRepository.update(article, fields);
    return articleRepository.reload(article);
  },
  async remove(article, userId) {
    if (article.authorId !== userId) throw new ForbiddenError('only the author can delete');
    await articleRepository.destroy(article);
  },
  async favorite(article, userId, on) {
    if (on) await articleRepository.addFavorite(article.id, userId);
    else await articleRepository.removeFavorite(article.id, userId);
    return articleRepository.reload(article);
  },
};
