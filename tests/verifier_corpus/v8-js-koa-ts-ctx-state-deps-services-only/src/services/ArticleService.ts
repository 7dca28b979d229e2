import { ArticleRepository } from '../repositories/ArticleRepository';
import { UserRepository } from '../repositories/UserRepository';

export class ArticleService {
  constructor(private readonly articles: ArticleRepository, private readonly users: UserRepository) {}

  bySlug(slug: string) {
    return this.articles.bySlug(slug);
  }

  async byAuthor(username: string, limit = 20, offset = 0) {
    const author = await this.users.findByName(username);
    if (!author) return { articles: [], articlesCount: 0 };
    const { rows, count } = await this.articles.byAuthor(author.id, limit, offset);
    return { articles: rows, articlesCount: count };
  }
}
