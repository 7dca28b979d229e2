const articleRepository = require('../repositories/articleRepository');

exports.list = async (query) => {
  const limit = Math.min(Number(query.limit) || 20, 100);
  const offset = Number(query.offset) || 0;
  const { rows, count } = await articleRepository.findAll({ author: query.author, limit, offset });
  return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
};

exports.get = async (slug) => {
  const article = await articleRepository.findBySlug(slug);
  return article ? article.toJSON() : null;
};
