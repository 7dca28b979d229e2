import { ArticleRepository } from '../repositories/articleRepository';
import type { Article } from '../models/article';

export const present = (a: Article) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body,
  tagList: [] as string[], favorited: false, favoritesCount: 0,
});

export class ArticleService {
  constructor(private readonly articles: ArticleRepository) {}

  async list(limit = 20, offset = 0) {
    const { rows, count } = await this.articles.list(limit, offset);
    return { articles: rows.map(present), articlesCount: count };
  }
}
