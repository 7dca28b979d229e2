import type { Transaction } from 'sequelize';
import { articleRepository } from '../repositories/article.repository';
import type { Article } from '../models/article';
import { DomainError } from './errors';

type Input = { title?: string; description?: string; body?: string; tagList?: string[] };

const slugify = (t: string) => `${t.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${Date.now().toString(36)}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function present(a: any) {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: (a.tags ?? []).map((t: { name: string }) => t.name).sort(),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  };
}

export const articleService = {
  async get(slug: string) {
    const a = await articleRepository.bySlug(slug);
    if (!a) throw new DomainError(404, 'article not found');
    return present(a);
  },

  async create(authorId: number, input: Input, t?: Transaction) {
    if (!input.title || !input.description || !input.body) throw new DomainError(422, 'title, description and body are required');
    const a = await articleRepository.insert(
      { slug: slugify(input.title), title: input.title, description: input.description, body: input.body, authorId },
      t,
    );
    await articleRepository.replaceTags(a.id, [...new Set(input.tagList ?? [])], t);
    return present(await articleRepository.bySlug(a.slug, t));
  },

  async update(slug: string, userId: number, input: Input, t?: Transaction) {
    const a = (await articleRepository.bySlug(slug, t)) as Article | null;
    if (!a) throw new DomainError(404, 'article not found');
    if (a.authorId !== userId) throw new DomainError(403, 'forbidden');
    const changes: Partial<Pick<Article, 'slug' | 'title' | 'description' | 'body'>> = {};
    if (input.title) { changes.title = input.title; changes.slug = slugify(input.title); }
    if (input.description) changes.description = input.description;
    if (input.body) changes.body = input.body;
    await articleRepository.update(a, changes, t);
    if (input.tagList) await articleRepository.replaceTags(a.id, [...new Set(input.tagList)], t);
    return present(await articleRepository.bySlug(changes.slug ?? slug, t));
  },
};
