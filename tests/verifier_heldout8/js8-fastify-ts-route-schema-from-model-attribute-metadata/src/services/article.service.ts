import { ArticleRepository } from '../repositories/article.repository';
import { Article, ArticleView } from '../models/article.model';

export class NotFoundError extends Error {}
export class ForbiddenError extends Error {}

const slugify = (t: string) => `${t.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${Date.now().toString(36)}`;

export class ArticleService {
  constructor(private readonly repo: ArticleRepository) {}

  private view(a: Article): ArticleView {
    return {
      slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
      createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
      author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
    };
  }

  async list(limit = 20, offset = 0) {
    const { rows, count } = await this.repo.list(limit, offset);
    return { articles: rows.map((a) => this.view(a)), articlesCount: count };
  }

  async get(slug: string) {
    const a = await this.repo.bySlug(slug);
    if (!a) throw new NotFoundError('article');
    return this.view(a);
  }

  async create(userId: number, input: { title: string; description: string; body: string }) {
    return this.view(await this.repo.create({ ...input, slug: slugify(input.title), authorId: userId }));
  }

  async update(userId: number, slug: string, input: { title?: string; description?: string; body?: string }) {
    const a = await this.repo.bySlug(slug);
    if (!a) throw new NotFoundError('article');
    if (a.authorId !== userId) throw new ForbiddenError('article');
    const changes = { ...input, ...(input.title ? { slug: slugify(input.title) } : {}) };
    return this.view(await this.repo.update(a, changes));
  }
}
