const articleRepository = require('./articleRepository');

exports.list = async (query) => {
  const limit = Math.min(Number(query.limit) || 20, 100);
  const offset = Number(query.offset) || 0;
  const { rows, count } = await articleRepository.search({ author: query.author, limit, offset });
  return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
};

exports.get = async (slug) => {
  const article = await articleRepository.findBySlug(slug);
  if (!article) { const e = new Error('article not found'); e.status = 404; throw e; }
  return article.toJSON();
};
