import { ArticleRepository } from '../repositories/articleRepository';

export class ArticleService {
  constructor(private repo = new ArticleRepository()) {}

  async create(authorId: number, input: { title?: string; description?: string; body?: string }) {
    if (!input.title || !input.description || !input.body) {
      return { errors: { body: ['title, description and body are required'] } } as const;
    }
    const article = await this.repo.insert({ title: input.title, description: input.description, body: input.body, authorId });
    return { article: article.toJSON() } as const;
  }
}
