import { articleRepository, userRepository } from '../repositories/index.js';
import type { Article } from '../models/article.js';
import { forbidden, invalid, notFound } from '../lib/errors.js';
import { presentProfile } from './profile.service.js';

const makeSlug = (title: string) =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}-${Date.now().toString(36)}`;

async function present(article: Article, viewerId?: number) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: (article.tags ?? []).map((t) => t.name).sort(),
    createdAt: article.createdAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    favorited: await articleRepository.isFavorited(article.id, viewerId),
    favoritesCount: await articleRepository.favoritesCount(article.id),
    author: await presentProfile(article.author!, viewerId),
  };
}

async function load(slug: string) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) throw notFound('article');
  return article;
}

export const articleService = {
  async list(q: Record<string, string | undefined>, viewerId?: number) {
    const filter = { tag: q.tag, limit: Number(q.limit ?? 20), offset: Number(q.offset ?? 0) } as Parameters<typeof articleRepository.findMany>[0];
    if (q.author) filter.authorId = (await userRepository.findByUsername(q.author))?.id ?? -1;
    if (q.favorited) filter.favoritedBy = (await userRepository.findByUsername(q.favorited))?.id ?? -1;
    const { rows, count } = await articleRepository.findMany(filter);
    return { articles: await Promise.all(rows.map((a) => present(a, viewerId))), articlesCount: count };
  },

  async feed(q: Record<string, string | undefined>, viewerId: number) {
    const authorIds = await userRepository.followingIds(viewerId);
    const { rows, count } = await articleRepository.findMany({ authorIds, limit: Number(q.limit ?? 20), offset: Number(q.offset ?? 0) });
    return { articles: await Promise.all(rows.map((a) => present(a, viewerId))), articlesCount: count };
  },

  get: async (slug: string, viewerId?: number) => present(await load(slug), viewerId),

  async create(input: { title?: string; description?: string; body?: string; tagList?: string[] }, viewerId: number) {
    if (!input.title || !input.description || !input.body) throw invalid({ body: ['title, description and body are required'] });
    const article = await articleRepository.create(
      { slug: makeSlug(input.title), title: input.title, description: input.description, body: input.body, authorId: viewerId },
      input.tagList ?? [],
    );
    return present(article!, viewerId);
  },

  async update(slug: string, input: { title?: string; description?: string; body?: string }, viewerId: number) {
    const article = await load(slug);
    if (article.authorId !== viewerId) throw forbidden('article');
    const changes: Partial<Pick<Article, 'slug' | 'title' | 'description' | 'body'>> = {};
    if (input.title) Object.assign(changes, { title: input.title, slug: makeSlug(input.title) });
    if (input.description !== undefined) changes.description = input.description;
    if (input.body !== undefined) changes.body = input.body;
    return present((await articleRepository.update(article, changes))!, viewerId);
  },

  async remove(slug: string, viewerId: number) {
    const article = await load(slug);
    if (article.authorId !== viewerId) throw forbidden('article');
    await articleRepository.remove(article);
  },

  async favorite(slug: string, viewerId: number, on: boolean) {
    const article = await load(slug);
    if (on) await articleRepository.favorite(article.id, viewerId);
    else await articleRepository.unfavorite(article.id, viewerId);
    return present(article, viewerId);
  },
};
