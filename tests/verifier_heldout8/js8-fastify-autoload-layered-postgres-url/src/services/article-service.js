'use strict';

class ArticleService {
  constructor(articles, users) { this.articles = articles; this.users = users; }

  async shape(article, viewerId) {
    const { count, favorited } = await this.articles.favoriteInfo(article, viewerId);
    return {
      slug: article.slug, title: article.title, description: article.description, body: article.body,
      tagList: article.tags.map((t) => t.name).sort(),
      createdAt: article.createdAt, updatedAt: article.updatedAt,
      favorited, favoritesCount: count,
      author: {
        username: article.author.username, bio: article.author.bio, image: article.author.image,
        following: await this.users.isFollowedBy(article.author, viewerId),
      },
    };
  }

  async list(query, viewerId) {
    const { rows, count } = await this.articles.page({ limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
    return { articles: await Promise.all(rows.map((a) => this.shape(a, viewerId))), articlesCount: count };
  }

  async get(slug, viewerId) {
    const article = await this.articles.bySlug(slug);
    return article ? this.shape(article, viewerId) : null;
  }

  async create(userId, { title, description, body, tagList = [] } = {}) {
    if (!title || !description || !body) return null;
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;
    return this.shape(await this.articles.create(userId, { slug, title, description, body }, tagList), userId);
  }
}

module.exports = ArticleService;
