import { ArticleRepository } from '../repositories/article-repository';

export class ArticleService {
  constructor(private readonly articles: ArticleRepository) {}

  async feed(userId: number, limit = 20, offset = 0) {
    const rows = await this.articles.feed(userId, limit, offset);
    return {
      articles: rows.map((r) => ({
        slug: r.slug, title: r.title, description: r.description, body: r.body,
        createdAt: r.created_at, updatedAt: r.updated_at, tagList: [], favorited: false, favoritesCount: 0,
        author: { username: r.username, bio: r.bio, image: r.image, following: true },
      })),
      articlesCount: rows.length ? Number(rows[0].total) : 0,
    };
  }
}
