import type { Article, ArticleDraft } from '../../domain/entities/article.js';
import { ArticleRepository } from '../../infrastructure/repositories/article-repository.js';

export class ValidationFailed extends Error {
  constructor(public readonly field: string) {
    super(`${field} can't be blank`);
  }
}

export class CreateArticle {
  constructor(private readonly articles: ArticleRepository) {}

  async execute(draft: ArticleDraft): Promise<Article> {
    for (const field of ['title', 'description', 'body'] as const) {
      if (!draft[field]) throw new ValidationFailed(field);
    }
    const base = draft.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    let slug = base;
    for (let n = 2; await this.articles.slugExists(slug); n++) slug = `${base}-${n}`;
    return this.articles.insert(slug, draft);
  }
}
