import { ArticleRepository } from '../repositories/article.repository';

export class ArticleService {
  constructor(private readonly repo = new ArticleRepository()) {}

  async feed(userId: number, limit = 20, offset = 0) {
    const rows = await this.repo.feed(userId, limit, offset);
    return { articles: rows.map((r) => r.toJSON()), articlesCount: rows.length };
  }

  async get(slug: string) {
    const a = await this.repo.findBySlug(slug);
    if (!a) throw Object.assign(new Error('not found'), { status: 404 });
    return a.toJSON();
  }
}
