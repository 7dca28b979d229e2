import { articleRepository } from '../repositories/articleRepository.js';

const toDto = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.Tags.map((t) => t.name),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

export const articleService = {
  async list(query) {
    const { rows, count } = await articleRepository.findAll({ limit: Number(query.limit ?? 20), offset: Number(query.offset ?? 0) });
    return { articles: rows.map(toDto), articlesCount: count };
  },
  async get(slug) {
    const a = await articleRepository.findBySlug(slug);
    return a ? toDto(a) : null;
  },
  async create(authorId, { title, description, body, tagList = [] }) {
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + Date.now();
    return toDto(await articleRepository.create({ slug, title, description, body, authorId }, tagList));
  },
  async remove(slug, userId) {
    const a = await articleRepository.findBySlug(slug);
    if (!a) return 404;
    if (a.authorId !== userId) return 403;
    await articleRepository.destroy(a);
    return 204;
  },
};
