import { articleRepository } from '../repositories/articleRepository.js';

export const slugify = (title: string) => title.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-');

export const articleService = {
  async create(authorId: number, input: { title: string; description: string; body: string }, slug: string) {
    const article = await articleRepository.create({ ...input, slug, authorId });
    return { slug: article.slug, title: article.title, description: article.description, body: article.body };
  },
  async get(slug: string) {
    const article = await articleRepository.findBySlug(slug);
    return article && { slug: article.slug, title: article.title, description: article.description, body: article.body };
  },
};
