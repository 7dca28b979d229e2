import { articleRepository } from '../repositories/article.repository';
import type { Article } from '../models/db';
export const articleService = {
  get: (slug: string) => articleRepository.bySlug(slug),
  update: (article: Article, data: { title?: string; body?: string }) => articleRepository.update(article, data),
  remove: (article: Article) => articleRepository.remove(article),
};
