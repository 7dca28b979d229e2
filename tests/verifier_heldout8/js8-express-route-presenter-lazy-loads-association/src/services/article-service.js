import { articleRepository } from '../repositories/article-repository.js';
import { NotFound, Unprocessable } from '../lib/errors.js';

const slugFor = (title) => `${title.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;

// Services hand back the Sequelize instances; the HTTP layer decides how to render them.
export const articleService = {
  async list(query) {
    const limit = Math.min(Number(query.limit) || 20, 100);
    const offset = Number(query.offset) || 0;
    return articleRepository.list({ author: query.author, limit, offset });
  },

  async get(slug) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new NotFound('article');
    return article;
  },

  async create(userId, input = {}) {
    const { title, description, body, tagList = [] } = input;
    if (!title || !description || !body) throw new Unprocessable('title, description and body are required');
    return articleRepository.create(userId, { slug: slugFor(title), title, description, body }, tagList);
  },

  async setFavorite(userId, slug, on) {
    const article = await this.get(slug);
    await (on ? articleRepository.favorite(article, userId) : articleRepository.unfavorite(article, userId));
    return article;
  },
};
