import { articleRepository } from '../repositories/articleRepository.js';
import { tagRepository } from '../repositories/tagRepository.js';
export const articleService = {
  async list(q) {
    const { rows, count } = await articleRepository.page(Number(q.limit ?? 20), Number(q.offset ?? 0));
    return { articles: rows, articlesCount: count };
  },
  get: (slug) => articleRepository.bySlug(slug),
  tags: () => tagRepository.names(),
};
