import { articleRepository } from '../repositories/articleRepository.js';

export class ServiceError extends Error {
  constructor(status, errors) {
    super('service error');
    this.status = status;
    this.errors = errors;
  }
}

const slugify = (title) => title.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const toView = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body,
  createdAt: a.createdAt, updatedAt: a.updatedAt, author: { username: a.author },
});

export const articleService = {
  async list(query) {
    const limit = Math.min(Number(query.limit) || 20, 100);
    const offset = Number(query.offset) || 0;
    const { rows, count } = await articleRepository.list({ author: query.author, limit, offset });
    return { articles: rows.map(toView), articlesCount: count };
  },
  async get(slug) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new ServiceError(404, { article: ['not found'] });
    return { article: toView(article) };
  },
  async create(username, input) {
    if (!input || !input.title || !input.description || !input.body) throw new ServiceError(422, { body: ["can't be blank"] });
    let slug = slugify(input.title);
    if (await articleRepository.slugExists(slug)) slug = `${slug}-${Date.now().toString(36)}`;
    const article = await articleRepository.create({ ...input, slug, author: username });
    return { article: toView(article) };
  },
  async remove(username, slug) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new ServiceError(404, { article: ['not found'] });
    if (article.author !== username) throw new ServiceError(403, { article: ['forbidden'] });
    await articleRepository.remove(article);
  },
};
