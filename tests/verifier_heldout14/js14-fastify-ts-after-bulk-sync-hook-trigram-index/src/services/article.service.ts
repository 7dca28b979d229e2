import { ArticleRepository } from '../repositories/article.repository';
import type { Article } from '../models';

export interface ArticleView {
  slug: string;
  title: string;
  description: string;
  body: string;
  tagList: string[];
  createdAt: Date;
  updatedAt: Date;
  favorited: boolean;
  favoritesCount: number;
}

const view = (a: Article): ArticleView => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [],
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
});

export class ArticleService {
  constructor(private readonly repo: ArticleRepository) {}

  async list(q: { search?: string; limit?: string; offset?: string }) {
    const { rows, count } = await this.repo.search(q.search, Number(q.limit ?? 20), Number(q.offset ?? 0));
    return { articles: rows.map(view), articlesCount: count };
  }

  async get(slug: string) {
    const a = await this.repo.bySlug(slug);
    return a ? view(a) : null;
  }
}
