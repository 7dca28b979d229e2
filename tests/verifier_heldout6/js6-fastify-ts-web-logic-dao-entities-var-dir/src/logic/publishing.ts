import type { ArticleDao } from '../dao/article.dao.js';
import type { ArticleEntity } from '../entities/index.js';

export class PublishingLogic {
  constructor(private readonly articles: ArticleDao) {}

  list(limit = 20, offset = 0) {
    return this.articles.page(limit, offset);
  }

  async publish(authorId: number, input: { title: string; description: string; body: string }): Promise<ArticleEntity> {
    const base = input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const created = await this.articles.insert({ ...input, authorId, slug: `${base}-${Date.now().toString(36)}` });
    return (await this.articles.bySlug(created.slug))!;
  }

  async favorite(slug: string) {
    const article = await this.articles.bySlug(slug);
    if (!article) throw Object.assign(new Error('not found'), { statusCode: 404 });
    return this.articles.bumpFavorites(article, 1);
  }
}
