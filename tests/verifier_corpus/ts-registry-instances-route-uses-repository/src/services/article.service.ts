import type { ArticleRepository } from '../repositories/article.repository.js';

export class ArticleService {
  constructor(private readonly articles: ArticleRepository) {}

  list(limit = 20, offset = 0) {
    return this.articles.recent(limit, offset);
  }

  async create(title: string, body: string) {
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return this.articles.create({ slug, title, body });
  }
}
