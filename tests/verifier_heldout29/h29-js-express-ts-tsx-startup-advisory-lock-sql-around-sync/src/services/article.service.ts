import { articleRepository } from '../repositories/article.repository';
import type { Article } from '../models';

const present = (a: Article) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author?.username, bio: a.author?.bio ?? null, image: a.author?.image ?? null, following: false },
});

export const articleService = {
  async list(q: { tag?: string; author?: string; limit?: string; offset?: string }) {
    const { rows, count } = await articleRepository.list({
      tag: q.tag, author: q.author, limit: Number(q.limit ?? 20), offset: Number(q.offset ?? 0),
    });
    return { articles: rows.map(present), articlesCount: count };
  },
  async create(authorId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    const created = await articleRepository.create({ ...input, tagList: input.tagList ?? [], slug, authorId });
    return present((await articleRepository.findBySlug(created.slug))!);
  },
  tags: () => articleRepository.distinctTags(),
};
