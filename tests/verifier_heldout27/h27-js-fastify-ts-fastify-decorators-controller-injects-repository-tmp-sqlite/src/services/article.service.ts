import { Service } from 'fastify-decorators';
import { ArticleModel } from '../models/article.model';
import { ArticleRepository } from '../repositories/article.repository';

export function toArticleJSON(a: ArticleModel) {
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
    author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
  };
}

@Service()
export class ArticleService {
  constructor(private readonly articles: ArticleRepository) {}

  async list(limit = 20, offset = 0) {
    const { rows, count } = await this.articles.page(limit, offset);
    return { articles: rows.map(toArticleJSON), articlesCount: count };
  }

  async create(authorId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await this.articles.create({ ...input, tagList: input.tagList ?? [], slug, authorId });
    return toArticleJSON((await this.articles.findBySlug(slug))!);
  }
}
