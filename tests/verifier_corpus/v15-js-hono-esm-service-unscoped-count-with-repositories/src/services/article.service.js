import { Article } from '../models/article.js';
import { articleRepository } from '../repositories/article.repository.js';

export class ServiceError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const slugify = (title) => title.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');

// Drafts hold their slug too, so the count has to look past the default scope.
async function uniqueSlug(title) {
  const base = slugify(title);
  const taken = await Article.unscoped().count({ where: { slug: base } });
  return taken === 0 ? base : `${base}-${Date.now().toString(36)}`;
}

export const articleService = {
  async create(authorId, { title, description, body } = {}) {
    if (!title || !description || !body) throw new ServiceError(422, 'title, description and body are required');
    return articleRepository.create({ slug: await uniqueSlug(title), title, description, body, authorId });
  },

  async get(slug) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new ServiceError(404, 'article not found');
    return article;
  },

  list(limit = 20, offset = 0) {
    return articleRepository.list({ limit, offset });
  },

  async remove(authorId, slug) {
    const article = await this.get(slug);
    if (article.authorId !== authorId) throw new ServiceError(403, 'not the author');
    await articleRepository.remove(article);
  },
};
