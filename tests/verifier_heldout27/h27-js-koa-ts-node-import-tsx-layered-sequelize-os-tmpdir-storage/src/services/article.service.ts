import type { Article } from '../models/index.js';
import { ArticleRepository } from '../repositories/article.repository.js';
import { AppError } from './errors.js';

export class ArticleService {
  constructor(private readonly articles = new ArticleRepository()) {}

  private view(a: Article) {
    return {
      slug: a.slug,
      title: a.title,
      description: a.description,
      body: a.body,
      tagList: a.tagList,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      favorited: false,
      favoritesCount: 0,
      author: { username: a.author!.username, bio: a.author!.bio ?? null, image: a.author!.image ?? null, following: false },
    };
  }

  async list(limit = 20, offset = 0, author?: string) {
    const { rows, count } = await this.articles.page(limit, offset, author);
    return { articles: rows.map((a) => this.view(a)), articlesCount: count };
  }

  async get(slug: string) {
    const a = await this.articles.findBySlug(slug);
    if (!a) throw new AppError(404, 'article not found');
    return this.view(a);
  }

  async create(authorId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await this.articles.create({ ...input, tagList: input.tagList ?? [], slug, authorId });
    return this.get(slug);
  }

  tags() {
    return this.articles.tags();
  }
}
