import { articleRepository } from '../repositories/articleRepository.js';

export class NotFoundError extends Error {
  status = 404;
}

export const articleService = {
  async get(slug: string, viewerId?: number) {
    const article = await articleRepository.bySlug(slug, viewerId);
    if (!article) throw new NotFoundError('article not found');
    return article;
  },
  create(authorId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    return articleRepository.create({ ...input, tagList: input.tagList ?? [], slug, authorId });
  },
  async favorite(slug: string, userId: number) {
    const id = await articleRepository.idBySlug(slug);
    if (!id) throw new NotFoundError('article not found');
    await articleRepository.favorite(id, userId);
    return articleRepository.bySlug(slug, userId);
  },
};
