import { articleRepository } from '../repositories/article.repository.js';

const present = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [],
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

export const articleService = {
  async list({ limit = 20, offset = 0 }) {
    const { rows, count } = await articleRepository.page(Number(limit), Number(offset));
    return { articles: rows.map(present), articlesCount: count };
  },
  async create(authorId, { title, description, body }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await articleRepository.create({ slug, title, description, body, authorId });
    return present(await articleRepository.findBySlug(slug));
  },
  async bySlug(slug) {
    const a = await articleRepository.findBySlug(slug);
    return a && present(a);
  },
};
