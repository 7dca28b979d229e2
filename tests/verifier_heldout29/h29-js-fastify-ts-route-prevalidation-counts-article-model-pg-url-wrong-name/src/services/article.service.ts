import slugify from 'slugify';
import type { Article } from '../models';
import { ArticleRepository } from '../repositories/article.repository';

const toDto = (a: Article) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
});

export class ArticleService {
  constructor(private readonly articles = new ArticleRepository()) {}

  slugFor(title: string) {
    return slugify(title, { lower: true, strict: true });
  }

  async create(authorId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
    const slug = this.slugFor(input.title);
    await this.articles.create({ ...input, tagList: input.tagList ?? [], slug, authorId });
    return toDto((await this.articles.findBySlug(slug))!);
  }

  async list(limit: number, offset: number) {
    const { rows, count } = await this.articles.page(limit, offset);
    return { articles: rows.map(toDto), articlesCount: count };
  }

  async get(slug: string) {
    const a = await this.articles.findBySlug(slug);
    return a ? toDto(a) : null;
  }
}
