'use strict';

class ArticleService {
  constructor(articles, tags, tagService) {
    this.articles = articles;
    this.tags = tags;
    this.tagService = tagService;
  }

  async create(input) {
    if (!input.title) throw Object.assign(new Error('title is required'), { statusCode: 422 });
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    const tags = await this.tags.ensure(this.tagService.normalise(input.tagList));
    return this.articles.create({ ...input, slug }, tags);
  }

  async get(slug) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw Object.assign(new Error('article not found'), { statusCode: 404 });
    return article;
  }
}

module.exports = ArticleService;
