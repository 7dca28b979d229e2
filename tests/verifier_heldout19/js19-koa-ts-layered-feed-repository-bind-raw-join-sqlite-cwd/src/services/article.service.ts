import { ArticleRepository } from '../repositories/article.repository';

export class ArticleService {
  constructor(private readonly articles = new ArticleRepository()) {}

  async feed(userId: number, limit = 20, offset = 0) {
    const { rows, count } = await this.articles.feed(userId, limit, offset);
    return {
      articles: rows.map((r) => ({ slug: r.slug, title: r.title, description: r.description, body: r.body,
        createdAt: r.createdAt, author: { username: r.username, following: true } })),
      articlesCount: count,
    };
  }
}
