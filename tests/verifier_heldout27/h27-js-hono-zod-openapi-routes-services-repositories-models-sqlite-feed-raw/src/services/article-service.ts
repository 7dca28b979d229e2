import type { Article, ArticleModel } from '../models';
import type { ArticleRepository } from '../repositories/article-repository';
import type { UserRepository } from '../repositories/user-repository';

export class NotFound extends Error {}

export class ArticleService {
  constructor(private readonly articles: ArticleRepository, private readonly users: UserRepository) {}

  private async view(a: ArticleModel, viewerId?: number): Promise<Article> {
    const author = a.author!;
    return {
      slug: a.slug,
      title: a.title,
      description: a.description,
      body: a.body,
      tagList: a.tagList,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      favorited: false,
      favoritesCount: 0,
      author: { username: author.username, bio: author.bio ?? null, image: author.image ?? null, following: await this.users.follows(viewerId, author.id) },
    };
  }

  async list(limit: number, offset: number, viewerId?: number) {
    const { rows, count } = await this.articles.list(limit, offset);
    return { articles: await Promise.all(rows.map((a) => this.view(a, viewerId))), articlesCount: count };
  }

  async feed(viewerId: number, limit: number, offset: number) {
    const { slugs, total } = await this.articles.feedSlugs(viewerId, limit, offset);
    const rows = await Promise.all(slugs.map((s) => this.articles.findBySlug(s)));
    return { articles: await Promise.all(rows.filter(Boolean).map((a) => this.view(a!, viewerId))), articlesCount: total };
  }

  async get(slug: string, viewerId?: number) {
    const a = await this.articles.findBySlug(slug);
    if (!a) throw new NotFound('article');
    return this.view(a, viewerId);
  }

  async create(authorId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await this.articles.create({ ...input, tagList: input.tagList ?? [], slug, authorId });
    return this.get(slug, authorId);
  }
}
