import type { Article, ArticleDTO } from '../models/article.js';
import { ArticleRepository } from '../repositories/article.repository.js';
import { TagRepository } from '../repositories/tag.repository.js';

const toDTO = (a: Article): ArticleDTO => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt.toISOString(), updatedAt: a.updatedAt.toISOString(),
});

export class ArticleService {
  constructor(private articles = new ArticleRepository(), private tags = new TagRepository()) {}

  async list(opts: { tag?: string; limit: number; offset: number }) {
    if (opts.tag) {
      const ids = this.tags.articleIdsWithTag(opts.tag);
      const { rows, count } = await this.articles.byIds(ids, opts.limit, opts.offset);
      return { articles: rows.map(toDTO), articlesCount: count };
    }
    const { rows, count } = await this.articles.latest(opts.limit, opts.offset);
    return { articles: rows.map(toDTO), articlesCount: count };
  }

  allTags() {
    return this.tags.all();
  }
}
