import { ArticleView } from '../models';
import { ArticleRepository } from '../repositories/ArticleRepository';

export class NotFoundError extends Error {}

export class ArticleService {
  constructor(private readonly articles = new ArticleRepository()) {}

  async get(slug: string): Promise<ArticleView> {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw new NotFoundError('article not found');
    return { slug: article.slug, title: article.title, description: article.description, body: article.body };
  }
}
