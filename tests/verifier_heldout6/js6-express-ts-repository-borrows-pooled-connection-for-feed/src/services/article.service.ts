import type { ArticleRepository } from '../repositories/article.repository';
import type { ArticleModel, ArticleRow, UserModel } from '../models';

const author = (u: UserModel) => ({ username: u.username, bio: u.bio, image: u.image, following: false });

export class ArticleService {
  constructor(private readonly articles: ArticleRepository) {}

  private present(a: ArticleModel & { author?: UserModel }) {
    return {
      slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
      createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
      author: a.author ? author(a.author) : null,
    };
  }

  private presentRow(r: ArticleRow) {
    return {
      slug: r.slug, title: r.title, description: r.description, body: r.body, tagList: [],
      createdAt: r.created_at, updatedAt: r.updated_at, favorited: false, favoritesCount: 0,
      author: { username: r.author_username, bio: r.author_bio, image: r.author_image, following: true },
    };
  }

  async list(limit = 20, offset = 0) {
    const { rows, count } = await this.articles.list(limit, offset);
    return { articles: rows.map((a) => this.present(a)), articlesCount: count };
  }

  async feed(userId: number, limit = 20, offset = 0) {
    const { rows, count } = await this.articles.feed(userId, limit, offset);
    return { articles: rows.map((r) => this.presentRow(r)), articlesCount: count };
  }

  async create(authorId: number, input: { title: string; description: string; body: string }) {
    const slug = input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + Date.now().toString(36);
    const created = await this.articles.create({ ...input, slug, authorId });
    return this.present((await this.articles.bySlug(created.slug))!);
  }
}
