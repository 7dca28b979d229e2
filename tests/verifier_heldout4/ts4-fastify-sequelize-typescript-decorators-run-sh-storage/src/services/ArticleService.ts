import { ArticleRepository } from '../repositories/ArticleRepository';
import { Article } from '../models/Article';

export class ArticleService {
  constructor(private readonly repo = new ArticleRepository()) {}

  private async view(a: Article) {
    return {
      slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
      createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false,
      favoritesCount: await this.repo.favoritesCount(a.id),
      author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
    };
  }

  async list(limit = 20, offset = 0) {
    const { rows, count } = await this.repo.page(limit, offset);
    return { articles: await Promise.all(rows.map((a) => this.view(a))), articlesCount: count };
  }

  async create(authorId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await this.repo.create({ ...input, tagList: input.tagList ?? [], slug, authorId });
    return this.view((await this.repo.findBySlug(slug))!);
  }
}
