import { inject, injectable } from 'inversify';
import { TYPES } from '../types';
import { ArticleRepository } from '../repositories/article.repository';
import { ArticleModel } from '../models';

export class NotFoundError extends Error {}
export class ForbiddenError extends Error {}

@injectable()
export class ArticleService {
  constructor(@inject(TYPES.ArticleRepository) private readonly articles: ArticleRepository) {}

  present(a: ArticleModel) {
    return {
      slug: a.slug,
      title: a.title,
      description: a.description,
      body: a.body,
      tagList: [],
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      favorited: false,
      favoritesCount: 0,
      author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
    };
  }

  async create(authorId: number, input: { title: string; description: string; body: string }) {
    const slug = `${input.title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
    await this.articles.create({ ...input, slug, authorId });
    return this.present((await this.articles.findBySlug(slug))!);
  }

  async get(slug: string) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw new NotFoundError('article');
    return this.present(article);
  }
}
