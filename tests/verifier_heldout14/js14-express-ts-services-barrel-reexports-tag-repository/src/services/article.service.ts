import { articleRepository } from '../repositories/article.repository';
import type { Article } from '../models';

type WithTags = Article & { tags?: { name: string }[] };

const toDto = (a: WithTags) => ({
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
  async list(limit = 20, offset = 0) {
    const { rows, count } = await articleRepository.list(limit, offset);
    return { articles: rows.map((r) => toDto(r as WithTags)), articlesCount: count };
  },
  async get(slug: string) {
    const a = await articleRepository.findBySlug(slug);
    return a ? toDto(a as WithTags) : null;
  },
};
