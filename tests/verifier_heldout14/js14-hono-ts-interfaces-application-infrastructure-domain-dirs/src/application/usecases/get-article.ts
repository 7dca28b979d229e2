import type { Article } from '../../domain/entities/article.js';
import { ArticleRepository } from '../../infrastructure/repositories/article-repository.js';

export class GetArticle {
  constructor(private readonly articles: ArticleRepository) {}

  execute(slug: string): Promise<Article | null> {
    return this.articles.findBySlug(slug);
  }
}
