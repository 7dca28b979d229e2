import { articleRepository } from '../repositories/article-repository';
import type { Article } from '../models';
import { AppError } from './errors';

const slugify = (t: string) => `${t.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${Date.now().toString(36)}`;

function toDto(a: Article) {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: a.tagList,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: Boolean(a.get('favorited')),
    favoritesCount: Number(a.get('favoritesCount') ?? 0),
    author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
  };
}

export const articleService = {
  async get(slug: string, viewerId?: number) {
    const a = await articleRepository.findBySlug(slug, viewerId);
    if (!a) throw new AppError(404, 'article not found');
    return toDto(a);
  },

  async list(q: { tag?: string; author?: string; limit?: string; offset?: string }, viewerId?: number) {
    const { rows, count } = await articleRepository.list(
      { tag: q.tag, author: q.author, limit: Number(q.limit ?? 20), offset: Number(q.offset ?? 0) },
      viewerId,
    );
    return { articles: rows.map(toDto), articlesCount: count };
  },

  async create(authorId: number, input: { title?: string; description?: string; body?: string; tagList?: string[] }) {
    if (!input.title || !input.description || !input.body) throw new AppError(422, 'title, description and body are required');
    const created = await articleRepository.create({
      slug: slugify(input.title),
      title: input.title,
      description: input.description,
      body: input.body,
      tagList: [...new Set(input.tagList ?? [])],
      authorId,
    });
    return this.get(created.slug, authorId);
  },

  async favorite(slug: string, userId: number, on: boolean) {
    const a = await articleRepository.findBySlug(slug, userId);
    if (!a) throw new AppError(404, 'article not found');
    if (on) await articleRepository.favorite(userId, a.id);
    else await articleRepository.unfavorite(userId, a.id);
    return this.get(slug, userId);
  },
};
