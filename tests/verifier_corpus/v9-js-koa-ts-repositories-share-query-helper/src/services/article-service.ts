import { articleRepository } from '../repositories/article-repository.js';
import type { Article } from '../models/article.js';
import type { User } from '../models/user.js';
import { HttpError } from './auth-service.js';

const view = (a: Article) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [] as string[],
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
});

export const articleService = {
  async list(limit = 20, offset = 0) {
    const { rows, count } = await articleRepository.page(limit, offset);
    return { articles: rows.map(view), articlesCount: count };
  },
  async get(slug: string) {
    const article = await articleRepository.bySlug(slug);
    if (!article) throw new HttpError(404, 'article not found');
    return view(article);
  },
  async create(user: User, input: { title: string; description: string; body: string }) {
    const slug = `${input.title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
    await articleRepository.create({ ...input, slug, authorId: user.id });
    return this.get(slug);
  },
};
