const { articleRepository } = require('../repositories');

exports.listArticles = async () => {
  const rows = await articleRepository.list();
  return { articles: rows.map((a) => a.toJSON()), articlesCount: rows.length };
};
