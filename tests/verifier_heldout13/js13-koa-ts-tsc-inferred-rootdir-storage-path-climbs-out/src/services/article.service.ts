import { ArticleRepository } from '../repositories/article.repository';
import { UserRepository } from '../repositories/user.repository';
import type { ArticleModel } from '../models/article.model';

export class ArticleService {
  constructor(
    private readonly articles = new ArticleRepository(),
    private readonly users = new UserRepository(),
  ) {}

  private async view(a: ArticleModel) {
    const author = await this.users.byId(a.authorId);
    return {
      slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [] as string[],
      createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
      author: { username: author?.username, bio: author?.bio ?? null, image: author?.image ?? null, following: false },
    };
  }

  async list(limit = 20, offset = 0) {
    const { rows, count } = await this.articles.latest(limit, offset);
    return { articles: await Promise.all(rows.map((a) => this.view(a))), articlesCount: count };
  }

  async create(authorId: number, input: { title: string; description: string; body: string }) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    return this.view(await this.articles.create({ ...input, slug, authorId }));
  }

  async get(slug: string) {
    const a = await this.articles.bySlug(slug);
    return a ? this.view(a) : null;
  }
}
