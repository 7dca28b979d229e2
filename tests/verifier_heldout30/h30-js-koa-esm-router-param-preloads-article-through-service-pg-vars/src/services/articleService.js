import { articleRepository } from '../repositories/articleRepository.js';
import { DomainError } from './errors.js';

export const articleService = {
  async getBySlug(slug) {
    const article = await articleRepository.bySlug(slug);
    if (!article) throw new DomainError(404, 'article not found');
    return article;
  },

  present(article, viewerId) {
    const fans = article.favoritedBy.map((u) => u.id);
    return {
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      tagList: article.tagList,
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
      favorited: viewerId ? fans.includes(viewerId) : false,
      favoritesCount: fans.length,
      author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
    };
  },

  async list(limit = 20, offset = 0, viewerId = null) {
    const { rows, count } = await articleRepository.page(limit, offset);
    return { articles: rows.map((a) => this.present(a, viewerId)), articlesCount: count };
  },

  async create(authorId, { title, description, body, tagList = [] }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    const { id } = await articleRepository.insert({ slug, title, description, body, tagList, authorId });
    return this.present(await articleRepository.byId(id), authorId);
  },

  async update(article, userId, changes) {
    if (article.authorId !== userId) throw new DomainError(403, 'only the author can edit');
    const allowed = Object.fromEntries(Object.entries(changes).filter(([k]) => ['title', 'description', 'body'].includes(k)));
    await articleRepository.update(article.id, allowed);
    return this.present(await articleRepository.byId(article.id), userId);
  },

  async remove(article, userId) {
    if (article.authorId !== userId) throw new DomainError(403, 'only the author can delete');
    await articleRepository.remove(article.id);
  },

  async favorite(article, userId) {
    await articleRepository.addFavorite(article.id, userId);
    return this.present(await articleRepository.byId(article.id), userId);
  },

  async unfavorite(article, userId) {
    await articleRepository.removeFavorite(article.id, userId);
    return this.present(await articleRepository.byId(article.id), userId);
  },
};
