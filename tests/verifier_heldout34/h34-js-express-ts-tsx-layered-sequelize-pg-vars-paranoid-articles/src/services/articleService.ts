import { articleRepository } from '../repositories/articleRepository';

export class NotFoundError extends Error {}

function slugify(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '') + '-' + Date.now().toString(36);
}

export const articleService = {
  async list(limit = 20, offset = 0) {
    const { rows, count } = await articleRepository.list(limit, offset);
    return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
  },
  async get(slug: string) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new NotFoundError('article not found');
    return article.toJSON();
  },
  async create(authorId: number, input: { title: string; description: string; body: string }) {
    const article = await articleRepository.create({ ...input, slug: slugify(input.title), authorId });
    return article.toJSON();
  },
  async remove(slug: string, userId: number) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new NotFoundError('article not found');
    if (article.authorId !== userId) throw new Error('forbidden');
    await articleRepository.remove(article);
  },
};
