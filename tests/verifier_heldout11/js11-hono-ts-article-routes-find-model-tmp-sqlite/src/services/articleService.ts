import { articleRepository } from '../repositories/articleRepository';
export const articleService = {
  async get(slug: string) { return articleRepository.bySlug(slug); },
  async update(slug: string, data: { title?: string; description?: string; body?: string }) {
    await articleRepository.update(slug, data);
    return articleRepository.bySlug(slug);
  },
  async remove(slug: string) { await articleRepository.remove(slug); },
};
