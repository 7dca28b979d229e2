'use strict';
const articles = require('../repositories/article-repository');

const slugify = (t) => `${t.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${Date.now().toString(36)}`;

module.exports = {
  async list(query) {
    const limit = Math.min(Number(query.limit) || 20, 100);
    const offset = Number(query.offset) || 0;
    const { rows, count } = await articles.list({ limit, offset });
    return { rows, count };
  },
  async get(slug) {
    const article = await articles.bySlug(slug);
    if (!article) throw Object.assign(new Error('article not found'), { status: 404 });
    return article;
  },
  async create(authorId, input = {}) {
    const { title, description, body, tagList = [] } = input;
    if (!title || !description || !body) throw Object.assign(new Error('title, description and body are required'), { status: 422 });
    return articles.create({ slug: slugify(title), title, description, body, tagList: [...new Set(tagList)], authorId });
  },
};
