import type { ArticleRepository } from '../repositories/article.repository';
import type { Article } from '../models/article.model';

export class NotFound extends Error {}
export class Forbidden extends Error {}

export class ArticleService {
  constructor(private readonly repo: ArticleRepository) {}

  private view(a: Article) {
    return {
      slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [] as string[],
      createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
      author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
    };
  }

  async list(limit = 20, offset = 0) {
    const { rows, count } = await this.repo.findPage(limit, offset);
    return { articles: rows.map((a) => this.view(a)), articlesCount: count };
  }

  async get(slug: string) {
    const a = await this.repo.findBySlug(slug);
    if (!a) throw new NotFound(slug);
    return this.view(a);
  }

  async remove(slug: string, userId: number) {
    const a = await this.repo.findBySlug(slug);
    if (!a) throw new NotFound(slug);
    if (a.authorId !== userId) throw new Forbidden(slug);
    await this.repo.delete(a);
  }
}
