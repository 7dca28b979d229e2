import { inject, injectable } from 'inversify';
import slugify from 'slugify';
import { TYPES } from '../config/types';
import { Article } from '../models/article.model';
import { ArticleRepository } from '../repositories/article.repository';

export class HttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

@injectable()
export class ArticleService {
  constructor(@inject(TYPES.ArticleRepository) private readonly articles: ArticleRepository) {}

  async list(query: { tag?: string; author?: string; limit?: string; offset?: string }, viewerId?: number) {
    const { rows, count } = await this.articles.list({
      tag: query.tag,
      author: query.author,
      limit: Number(query.limit ?? 20),
      offset: Number(query.offset ?? 0),
    });
    return { articles: await Promise.all(rows.map((a) => this.present(a, viewerId))), articlesCount: count };
  }

  async get(slug: string, viewerId?: number) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw new HttpError(404, 'article not found');
    return this.present(article, viewerId);
  }

  async create(authorId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
    if (!input?.title) throw new HttpError(422, 'title can\'t be blank');
    const slug = `${slugify(input.title, { lower: true })}-${Date.now().toString(36)}`;
    const created = await this.articles.create({ ...input, tagList: input.tagList ?? [], slug, authorId });
    return this.get(created.slug, authorId);
  }

  private async present(article: Article, viewerId?: number) {
    return {
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      tagList: article.tagList,
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
      favorited: viewerId ? await this.articles.isFavorited(article.id, viewerId) : false,
      favoritesCount: await this.articles.favoritesCount(article.id),
      author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
    };
  }
}
