import { inject, injectable } from 'tsyringe';
import { TOKENS } from '../tokens';
import type { IArticleRepository } from '../models/article';

const slugify = (title: string) => title.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-');

@injectable()
export class ArticleService {
  constructor(@inject(TOKENS.ArticleRepository) private readonly repository: IArticleRepository) {}

  async publish(input: { title: string; description: string; body: string }) {
    if (!input.title || !input.body) {
      throw new Error('title and body are required');
    }
    const article = await this.repository.create({ ...input, slug: slugify(input.title) });
    return { ...article.get(), favoritesCount: 0 };
  }
}
