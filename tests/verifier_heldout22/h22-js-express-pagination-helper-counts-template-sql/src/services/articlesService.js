const repo = require('../repositories/articlesRepository');

exports.list = async (q) => {
  const { rows, count } = await repo.list({ limit: Number(q.limit) || 20, offset: Number(q.offset) || 0 });
  return { articles: rows.map((r) => r.toJSON()), articlesCount: count };
};
