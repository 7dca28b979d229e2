'use strict';

const articleRepository = require('../repositories/articleRepository');

const toJSON = (a) => ({
  slug: a.slug,
  title: a.title,
  body: a.body,
  author: a.author ? { username: a.author.username } : null,
  createdAt: a.createdAt,
});

module.exports = {
  async findAndCountAll({ limit = 20, offset = 0 } = {}) {
    const { rows, count } = await articleRepository.findAndCountAll({ limit, offset });
    return { articles: rows.map(toJSON), articlesCount: count };
  },
  async findBySlug(slug) {
    const article = await articleRepository.findBySlug(slug);
    return article ? toJSON(article) : null;
  },
};
