import type { ArticleRepository } from '../repositories/article.repository';

export class ArticleService {
  constructor(private readonly articles: ArticleRepository) {}
  async list(limit = 20, offset = 0) {
    const { rows, count } = await this.articles.list(limit, offset);
    const counts = await this.articles.favoriteCounts(rows.map((r) => r.id));
    return { articles: rows.map((r) => ({ ...r.toJSON(), favoritesCount: counts.get(r.id) ?? 0 })), articlesCount: count };
  }
}
