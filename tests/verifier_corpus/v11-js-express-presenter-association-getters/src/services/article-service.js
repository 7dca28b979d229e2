'use strict';

const articleRepository = require('../repositories/article-repository');

class NotFoundError extends Error {
  constructor(message) {
    super(message);
    this.status = 404;
  }
}

async function getArticle(slug) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) throw new NotFoundError('article not found');
  return article;
}

async function listArticles(query) {
  const limit = Math.min(Number(query.limit) || 20, 100);
  const offset = Number(query.offset) || 0;
  return articleRepository.findRecent({ limit, offset });
}

module.exports = { getArticle, listArticles, NotFoundError };
