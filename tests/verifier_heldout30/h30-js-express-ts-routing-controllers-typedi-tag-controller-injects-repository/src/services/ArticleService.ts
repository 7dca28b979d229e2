import { Service } from 'typedi';
import { ArticleRepository } from '../repositories/ArticleRepository';
import type { Article } from '../models/Article';

@Service()
export class ArticleService {
  constructor(private readonly articles: ArticleRepository) {}

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
      author: { username: a.author?.username, bio: a.author?.bio ?? null, image: a.author?.image ?? null, following: false },
    };
  }

  async list(limit = 20, offset = 0) {
    const { rows, count } = await this.articles.list(limit, offset);
    return { articles: rows.map((a) => this.view(a)), articlesCount: count };
  }

  async create(authorId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    const created = await this.articles.create({ ...input, tagList: input.tagList ?? [], slug, authorId });
    return this.view((await this.articles.findBySlug(created.slug))!);
  }
}
