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
  async list(limit: number, offset: number) {
    const { rows, count } = await articleRepository.page(limit, offset);
    return { articles: rows.map(view), articlesCount: count };
  },
  async create(authorId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    const tags = await tagRepository.findOrCreate(input.tagList ?? []);
    return view((await articleRepository.create({ ...input, slug, authorId }, tags))!);
  },
};
