const { parsePagination } = require('../routes/query');
const articleRepository = require('../repositories/articleRepository');
const { Article } = require('../models/Article');

async function list(query) {
  const { limit, offset } = parsePagination(query);
  const rows = await articleRepository.page(limit, offset, query.tag, query.author);
  return { articles: rows.map((r) => new Article(r).toJSON()), articlesCount: await articleRepository.count(query.tag, query.author) };
}
module.exports = { list };
