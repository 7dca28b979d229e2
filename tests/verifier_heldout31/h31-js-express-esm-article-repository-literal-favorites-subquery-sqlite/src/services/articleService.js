import slugify from 'slugify';
import { articleRepository } from '../repositories/articleRepository.js';

export class NotFound extends Error {}

function toDto(a) {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: a.tagList,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: Number(a.get('favoritesCount') ?? 0),
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  };
}

export const articleService = {
  async list(query) {
    const { rows, count } = await articleRepository.list({ limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
    return { articles: rows.map(toDto), articlesCount: count };
  },
  async get(slug) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new NotFound(slug);
    return toDto(article);
  },
  async create(authorId, input) {
    const slug = `${slugify(input.title, { lower: true, strict: true })}-${Math.random().toString(36).slice(2, 8)}`;
    const created = await articleRepository.create({ ...input, slug, authorId });
    return this.get(created.slug);
  },
};
