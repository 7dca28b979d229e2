import { articleRepository } from '../repositories/article-repository.js';
import { AppError } from './errors.js';

const present = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

export const articleService = {
  async list(query) {
    const { rows, count } = await articleRepository.list({
      tag: query.tag, author: query.author, limit: Number(query.limit ?? 20), offset: Number(query.offset ?? 0),
    });
    return { articles: rows.map(present), articlesCount: count };
  },
  async get(slug) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new AppError(404, 'article not found');
    return present(article);
  },
  async create(authorId, { title, description, body, tagList = [] }) {
    if (!title || !description || !body) throw new AppError(422, 'title, description and body are required');
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await articleRepository.create({ slug, title, description, body, tagList, authorId });
    return present(await articleRepository.findBySlug(slug));
  },
  async tags() {
    return [...new Set((await articleRepository.allTagLists()).flat())].sort();
  },
};
