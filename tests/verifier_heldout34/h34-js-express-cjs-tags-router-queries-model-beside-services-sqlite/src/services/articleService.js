const articleRepository = require('../repositories/articleRepository');

async function getArticle(slug) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) {
    const err = new Error('article not found');
    err.status = 404;
    throw err;
  }
  return article;
}

async function listArticles(query) {
  const limit = Number(query.limit || 20);
  const offset = Number(query.offset || 0);
  const rows = await articleRepository.list({ limit, offset });
  return { articles: rows, articlesCount: rows.length };
}

module.exports = { getArticle, listArticles };
