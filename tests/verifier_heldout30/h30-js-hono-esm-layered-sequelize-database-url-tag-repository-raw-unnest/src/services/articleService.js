import { articleRepository } from '../repositories/articleRepository.js';
import { tagRepository } from '../repositories/tagRepository.js';

const toArticle = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

export const articleService = {
  async list({ tag, limit = 20, offset = 0 }) {
    const { rows, count } = await articleRepository.page({ tag, limit: Number(limit), offset: Number(offset) });
    return { articles: rows.map(toArticle), articlesCount: count };
  },
  async create(authorId, { title, description, body, tagList = [] }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await articleRepository.create({ slug, title, description, body, tagList, authorId });
    return toArticle(await articleRepository.bySlug(slug));
  },
  tags: () => tagRepository.distinctTags(),
};
