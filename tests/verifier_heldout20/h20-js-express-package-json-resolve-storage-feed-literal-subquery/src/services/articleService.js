const articles = require('../repositories/articleRepository');

exports.feed = async (userId, query) => {
  const limit = Math.min(Number(query.limit) || 20, 100);
  const offset = Number(query.offset) || 0;
  const { rows, count } = await articles.feedFor(userId, { limit, offset });
  return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
};
