import { articleRepository } from '../repositories/article-repository.js';

const slugify = (title) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;

export const articleService = {
  async list(query) {
    const articles = await articleRepository.list({ limit: Number(query.limit ?? 20), offset: Number(query.offset ?? 0) });
    return { articles, articlesCount: articles.length };
  },
  async create(author, { title, description, body }) {
    return articleRepository.create({ slug: slugify(title), title, description, body, authorId: author.id });
  },
  get: (slug) => articleRepository.findBySlug(slug),
};
