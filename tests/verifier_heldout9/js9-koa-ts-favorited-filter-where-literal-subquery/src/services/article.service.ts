import { ArticleRepository, ListFilter } from '../repositories/article.repository';

export class ArticleService {
  constructor(private readonly articles = new ArticleRepository()) {}

  async list(query: Record<string, string | undefined>) {
    const filter: ListFilter = {
      tag: query.tag, author: query.author, favorited: query.favorited,
      limit: Number(query.limit ?? 20), offset: Number(query.offset ?? 0),
    };
    const { rows, count } = await this.articles.list(filter);
    return {
      articles: rows.map((a) => ({ slug: a.slug, title: a.title, author: { username: a.author?.username, following: false } })),
      articlesCount: count,
    };
  }
}
