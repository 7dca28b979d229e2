const articleRepository = require('../repositories/article.repository');

async function list(query) {
  const { rows, count } = await articleRepository.findAll(query);
  return { articles: rows.map((r) => r.toJSON()), articlesCount: count };
}
module.exports = { list };
