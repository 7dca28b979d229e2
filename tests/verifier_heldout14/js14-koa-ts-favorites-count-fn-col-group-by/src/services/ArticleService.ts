import { ArticleRepository } from '../repositories/ArticleRepository';

export class ArticleService {
  constructor(private readonly repo: ArticleRepository) {}

  async list(viewerId: number | undefined, limit = 20, offset = 0) {
    const [rows, total, favs] = await Promise.all([
      this.repo.listWithCounts(limit, offset),
      this.repo.count(),
      viewerId ? this.repo.favoritedIds(viewerId) : Promise.resolve(new Set<number>()),
    ]);
    return {
      articles: rows.map(({ article, favoritesCount }) => ({
        slug: article.slug,
        title: article.title,
        description: article.description,
        body: article.body,
        tagList: [] as string[],
        createdAt: article.createdAt,
        updatedAt: article.updatedAt,
        favorited: favs.has(article.id),
        favoritesCount,
        author: {
          username: article.author?.username,
          bio: article.author?.bio ?? null,
          image: article.author?.image ?? null,
          following: false,
        },
      })),
      articlesCount: total,
    };
  }
}
