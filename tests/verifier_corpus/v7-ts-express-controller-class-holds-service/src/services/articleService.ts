import { ArticleRepository } from '../repositories/articleRepository';

export class ArticleService {
  constructor(private readonly articles: ArticleRepository) {}
  list() { return this.articles.list(); }
  create(title: string) {
    if (!title.trim()) throw new Error('title is required');
    return this.articles.create(title);
  }
}
