const repo = require('../repositories/articleRepository');
exports.list = async ({ limit = 20, offset = 0 }) => {
  const { rows, count } = await repo.list(Number(limit), Number(offset));
  return { articles: rows, articlesCount: count };
};
