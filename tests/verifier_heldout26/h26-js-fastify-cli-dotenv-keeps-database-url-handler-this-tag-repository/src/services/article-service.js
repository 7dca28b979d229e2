'use strict';

class ArticleService {
  constructor(articles, users) { this.articles = articles; this.users = users; }

  async view(article) {
    const author = await this.users.byId(article.authorId);
    const { id, authorId, ...rest } = article;
    return {
      ...rest,
      favorited: false,
      favoritesCount: 0,
      author: { username: author.username, bio: author.bio, image: author.image, following: false },
    };
  }

  async create(authorId, { title, description, body, tagList = [] } = {}) {
    if (!title || !description || !body) throw Object.assign(new Error('missing fields'), { statusCode: 422 });
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    return this.view(await this.articles.insert({ slug, title, description, body, authorId, tagList: [...new Set(tagList)] }));
  }

  async get(slug) {
    const article = await this.articles.bySlug(slug);
    if (!article) throw Object.assign(new Error('article not found'), { statusCode: 404 });
    return this.view(article);
  }
}

module.exports = { ArticleService };
