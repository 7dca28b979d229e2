import { ArticleRepository } from '../repositories/articleRepository';

export class ArticleService {
  constructor(private readonly articles = new ArticleRepository()) {}

  async feed(userId: number, limit = 20, offset = 0) {
    const { rows, count } = await this.articles.feed(userId, limit, offset);
    return {
      articles: rows.map((r) => ({
        slug: r.slug,
        title: r.title,
        description: r.description,
        body: r.body,
        tagList: [],
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        favorited: false,
        favoritesCount: 0,
        author: { username: r.username, bio: r.bio, image: r.image, following: true },
      })),
      articlesCount: count,
    };
  }
}
