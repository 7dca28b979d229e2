'use strict';

const articleRepository = require('../repositories/article-repository');

async function getArticle(slug) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) {
    const err = new Error('article not found');
    err.status = 404;
    throw err;
  }
  return article;
}

function listArticles({ limit = 20, offset = 0 }) {
  return articleRepository.findPage({ limit: Number(limit), offset: Number(offset) });
}

module.exports = { getArticle, listArticles };
