import { ArticleRepository } from '../repositories/article.repository';
import type { ArticleRow } from '../models/article';

export class ArticleService {
  constructor(private readonly articles = new ArticleRepository()) {}
  get(slug: string): ArticleRow {
    const a = this.articles.findBySlug(slug);
    if (!a) throw Object.assign(new Error('article not found'), { status: 404 });
    return a;
  }
  recent(limit = 20, offset = 0): ArticleRow[] { return this.articles.list(limit, offset); }
}
export const articleService = new ArticleService();
