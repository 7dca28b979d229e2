const articleRepository = require('../repositories/article.repository');

async function listArticles({ limit = 20, offset = 0 }) {
  const { rows, count } = await articleRepository.findPage({ limit: +limit, offset: +offset });
  return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
}

async function getArticle(slug) {
  return articleRepository.findBySlug(slug);
}

module.exports = { listArticles, getArticle };
