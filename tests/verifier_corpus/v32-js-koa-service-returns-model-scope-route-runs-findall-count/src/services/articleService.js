'use strict';

const articleRepository = require('../repositories/articleRepository');

module.exports = {
  // The query for a listing; the caller applies paging.
  articlesQuery({ author } = {}) {
    return articleRepository.listing(author);
  },
  async getArticle(slug) {
    return articleRepository.bySlug(slug);
  },
  toJSON(article) {
    return {
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      author: article.author ? { username: article.author.username } : null,
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
    };
  },
};
