import { articleRepository } from '../repositories/articleRepository.js';

const json = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
});

export const articleService = {
  async create(authorId, { title, description, body, tagList = [] }) {
    const base = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const taken = await articleRepository.slugsLike(base);
    const slug = taken.length ? `${base}-${taken.length}` : base;
    return json(await articleRepository.create({ slug, title, description, body, tagList, authorId }));
  },
  async list(limit = 20, offset = 0) {
    const { rows, count } = await articleRepository.list({ limit, offset });
    return { articles: rows.map(json), articlesCount: count };
  },
};
