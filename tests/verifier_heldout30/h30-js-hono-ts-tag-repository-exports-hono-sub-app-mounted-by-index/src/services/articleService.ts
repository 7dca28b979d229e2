import type { Article } from '../models/index.js';
import { articleRepository } from '../repositories/articleRepository.js';
import { tagRepository } from '../repositories/tagRepository.js';

const view = (a: Article) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: (a.tags ?? []).map((t) => t.name),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
});

export const articleService = {
  async list(limit = 20, offset = 0) {
    const { rows, count } = await articleRepository.page(limit, offset);
    return { articles: rows.map(view), articlesCount: count };
  },
  async create(authorId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    const tags = await tagRepository.upsert(input.tagList ?? []);
    await articleRepository.insert({ slug, title: input.title, description: input.description, body: input.body, authorId }, tags);
    return view((await articleRepository.bySlug(slug))!);
  },
};
