import { Article } from '../models';
import { ArticleRepositoryPort } from './ports';

export class NotFoundError extends Error {}

export class ArticleService {
  constructor(private readonly repo: ArticleRepositoryPort) {}

  async get(slug: string): Promise<Article> {
    const article = await this.repo.findBySlug(slug);
    if (!article) throw new NotFoundError(slug);
    return article;
  }

  create(input: Omit<Article, 'slug'>): Promise<Article> {
    const slug = input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return this.repo.save({ ...input, slug });
  }
}
