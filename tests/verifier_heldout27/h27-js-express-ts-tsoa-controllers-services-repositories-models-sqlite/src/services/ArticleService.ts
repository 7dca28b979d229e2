import { Article, ArticleView } from '../models';
import { ArticleRepository } from '../repositories/ArticleRepository';
import { ServiceError } from './errors';

export class ArticleService {
  constructor(private readonly articles: ArticleRepository) {}

  private async view(a: Article, viewerId?: number): Promise<ArticleView> {
    return {
      slug: a.slug,
      title: a.title,
      description: a.description,
      body: a.body,
      tagList: a.tagList,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      favorited: await this.articles.isFavorited(viewerId, a.id),
      favoritesCount: await this.articles.countFavorites(a.id),
      author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
    };
  }

  async list(q: { tag?: string; author?: string; limit?: number; offset?: number }, viewerId?: number) {
    const { rows, count } = await this.articles.list({ tag: q.tag, author: q.author, limit: q.limit ?? 20, offset: q.offset ?? 0 });
    return { articles: await Promise.all(rows.map((a) => this.view(a, viewerId))), articlesCount: count };
  }

  async get(slug: string, viewerId?: number) {
    const a = await this.articles.findBySlug(slug);
    if (!a) throw new ServiceError(404, { article: ['not found'] });
    return this.view(a, viewerId);
  }

  async create(authorId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await this.articles.create({ ...input, tagList: input.tagList ?? [], slug, authorId });
    return this.get(slug, authorId);
  }

  tags() {
    return this.articles.tags();
  }
}

export const articleService = new ArticleService(new ArticleRepository());
