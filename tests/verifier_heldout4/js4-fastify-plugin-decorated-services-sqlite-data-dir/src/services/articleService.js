'use strict';
const slugify = require('slugify');
const { httpError } = require('./userService');

class ArticleService {
  constructor(articles, users) {
    this.articles = articles;
    this.users = users;
  }

  async toJSON(article, viewerId) {
    return {
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      tagList: (article.tags || []).map((t) => t.name).sort(),
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
      favorited: await this.articles.isFavorited(article, viewerId),
      favoritesCount: await this.articles.favoritesCount(article),
      author: {
        username: article.author.username,
        bio: article.author.bio,
        image: article.author.image,
        following: await this.users.isFollowing(viewerId, article.author),
      },
    };
  }

  async list(query, viewerId) {
    const { rows, count } = await this.articles.list({
      tag: query.tag, author: query.author, favorited: query.favorited,
      limit: Number(query.limit || 20), offset: Number(query.offset || 0),
    });
    return { articles: await Promise.all(rows.map((a) => this.toJSON(a, viewerId))), articlesCount: count };
  }

  async get(slug, viewerId) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw httpError(404, 'article not found');
    return this.toJSON(article, viewerId);
  }

  async create(input, authorId) {
    if (!input || !input.title || !input.description || !input.body) throw httpError(422, 'title, description and body are required');
    const slug = `${slugify(input.title, { lower: true, strict: true })}-${Date.now().toString(36)}`;
    const article = await this.articles.create({ ...input, slug, authorId }, input.tagList);
    return this.toJSON(article, authorId);
  }

  async favorite(slug, userId, on) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw httpError(404, 'article not found');
    if (on) await this.articles.favorite(article, userId);
    else await this.articles.unfavorite(article, userId);
    return this.toJSON(article, userId);
  }

  async remove(slug, userId) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw httpError(404, 'article not found');
    if (article.authorId !== userId) throw httpError(403, 'forbidden');
    await this.articles.remove(article);
  }

  async tags() {
    return (await this.articles.allTags()).map((t) => t.name);
  }
}

module.exports = ArticleService;
