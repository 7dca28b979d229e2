import { inject, injectable } from 'tsyringe';
import slugify from 'slugify';
import { ArticleRepository } from '../repositories/article.repository';
import { ServiceError } from './user.service';

@injectable()
export class ArticleService {
  constructor(@inject(ArticleRepository) private readonly articles: ArticleRepository) {}

  async list(query: { tag?: string; author?: string; limit?: number; offset?: number }) {
    const { rows, count } = await this.articles.list({
      tag: query.tag,
      author: query.author,
      limit: query.limit ?? 20,
      offset: query.offset ?? 0,
    });
    return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
  }

  async get(slug: string) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw new ServiceError(404, 'article not found');
    return article.toJSON();
  }

  async create(authorId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
    const slug = `${slugify(input.title, { lower: true, strict: true })}-${Date.now().toString(36)}`;
    const article = await this.articles.create({ ...input, slug, authorId }, input.tagList ?? []);
    return article!.toJSON();
  }

  async remove(slug: string, userId: number) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw new ServiceError(404, 'article not found');
    if (article.authorId !== userId) throw new ServiceError(403, 'forbidden');
    await this.articles.remove(article.id);
  }

  async tags() {
    return (await this.articles.allTags()).map((t) => t.name);
  }
}
