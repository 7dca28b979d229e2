import { articleRepository } from '../repositories/article.repository';

export const articleService = {
  get: (slug: string, viewerId?: number) => articleRepository.findBySlug(slug, viewerId),
  list: (limit = 20, offset = 0, viewerId?: number) => articleRepository.list(limit, offset, viewerId),
};
