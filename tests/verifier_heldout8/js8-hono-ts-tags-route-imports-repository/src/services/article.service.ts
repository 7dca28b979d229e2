import { articleRepository } from '../repositories/article.repository';
import { tagRepository } from '../repositories/tag.repository';
import type { Article } from '../models/article';

const toJson = (a: Article) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: (a.tags ?? []).map((t) => t.name),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
});

export const articleService = {
  async list(limit: number, offset: number) {
    const { rows, count } = await articleRepository.page(limit, offset);
    return { articles: rows.map(toJson), articlesCount: count };
  },
  async get(slug: string) {
    const a = await articleRepository.findBySlug(slug);
    return a ? toJson(a) : null;
  },
  async create(authorId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    const tags = await tagRepository.upsertMany(input.tagList ?? []);
    const a = await articleRepository.create({ slug, title: input.title, description: input.description, body: input.body, authorId }, tags);
    return toJson(a!);
  },
};
