import type { ArticleRepository } from '../repositories/article.repository.js';

export class ArticleService {
  constructor(private readonly articles: ArticleRepository) {}

  async list(limit = 20, offset = 0) {
    const { rows, count } = await this.articles.list(limit, offset);
    return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
  }

  async get(slug: string) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw Object.assign(new Error('article not found'), { status: 404 });
    return article.toJSON();
  }
}
