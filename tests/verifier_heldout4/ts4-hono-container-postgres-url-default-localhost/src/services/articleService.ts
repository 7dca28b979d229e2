import type { ArticleRepository } from '../repositories/articleRepository.js';

function slugify(title: string) {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;
}

export class ArticleService {
  constructor(private readonly articles: ArticleRepository) {}

  async list(tag: string | undefined, limit = 20, offset = 0) {
    const { rows, count } = await this.articles.list({ tag, limit, offset });
    return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
  }

  async create(authorId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
    const created = await this.articles.create({ ...input, tagList: input.tagList ?? [], slug: slugify(input.title), authorId });
    return (await this.articles.findBySlug(created.slug))!.toJSON();
  }

  async get(slug: string) {
    const article = await this.articles.findBySlug(slug);
    return article ? article.toJSON() : null;
  }

  tags() {
    return this.articles.distinctTags();
  }
}
