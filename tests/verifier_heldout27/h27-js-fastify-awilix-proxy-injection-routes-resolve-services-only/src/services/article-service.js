'use strict';

class ArticleService {
  constructor({ articleRepository }) {
    this.articles = articleRepository;
  }

  async present(a, viewerId) {
    return {
      slug: a.slug,
      title: a.title,
      description: a.description,
      body: a.body,
      tagList: a.tagList,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      favorited: await this.articles.isFavorited(viewerId, a.id),
      favoritesCount: await this.articles.countFavorites(a.id),
      author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
    };
  }

  async list(query, viewerId) {
    const { rows, count } = await this.articles.list({
      tag: query.tag,
      author: query.author,
      limit: Number(query.limit) || 20,
      offset: Number(query.offset) || 0,
    });
    return { articles: await Promise.all(rows.map((a) => this.present(a, viewerId))), articlesCount: count };
  }

  async get(slug, viewerId) {
    const a = await this.articles.findBySlug(slug);
    if (!a) throw Object.assign(new Error('article not found'), { statusCode: 404 });
    return this.present(a, viewerId);
  }

  async create(authorId, { title, description, body, tagList = [] }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await this.articles.create({ slug, title, description, body, tagList, authorId });
    return this.get(slug, authorId);
  }

  async favorite(slug, userId, on) {
    const a = await this.articles.findBySlug(slug);
    if (!a) throw Object.assign(new Error('article not found'), { statusCode: 404 });
    await this.articles.favorite(userId, a.id, on);
    return this.present(a, userId);
  }
}

module.exports = ArticleService;
