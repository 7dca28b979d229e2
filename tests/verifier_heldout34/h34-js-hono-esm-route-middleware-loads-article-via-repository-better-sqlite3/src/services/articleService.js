import { articleRepository } from '../repositories/articleRepository.js';

export const articleService = {
  update(article, userId, fields) {
    if (article.authorId !== userId) return { error: 403 };
    return { article: articleRepository.update(article.id, fields) };
  },
  remove(article, userId) {
    if (article.authorId !== userId) return { error: 403 };
    articleRepository.remove(article.id);
    return {};
  },
};
