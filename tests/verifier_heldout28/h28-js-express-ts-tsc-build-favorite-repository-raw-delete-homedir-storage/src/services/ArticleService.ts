import { Article } from '../models';
import { ArticleRepository } from '../repositories/ArticleRepository';
import { FavoriteRepository } from '../repositories/FavoriteRepository';
import { AppError } from './errors';

export class ArticleService {
  constructor(private articles = new ArticleRepository(), private favorites = new FavoriteRepository()) {}

  private present(a: Article & { favorites?: { userId: number }[] }, viewerId?: number) {
    const favs = a.favorites || [];
    return {
      slug: a.slug,
      title: a.title,
      description: a.description,
      body: a.body,
      tagList: [] as string[],
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      favorited: viewerId ? favs.some((f) => f.userId === viewerId) : false,
      favoritesCount: favs.length,
      author: { username: a.author?.username, bio: a.author?.bio ?? null, image: a.author?.image ?? null, following: false },
    };
  }

  async list(limit: number, offset: number, viewerId?: number) {
    const { rows, count } = await this.articles.list(limit, offset);
    return { articles: rows.map((a) => this.present(a as any, viewerId)), articlesCount: count };
  }

  async create(authorId: number, input: { title: string; description: string; body: string }) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    await this.articles.create({ ...input, slug, authorId });
    return this.present((await this.articles.findBySlug(slug)) as any, authorId);
  }

  async favorite(slug: string, userId: number) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw new AppError(404, 'article not found');
    await this.favorites.add(userId, article.id);
    return this.present((await this.articles.findBySlug(slug)) as any, userId);
  }

  async unfavorite(slug: string, userId: number) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw new AppError(404, 'article not found');
    await this.favorites.remove(userId, article.id);
    return this.present((await this.articles.findBySlug(slug)) as any, userId);
  }
}
