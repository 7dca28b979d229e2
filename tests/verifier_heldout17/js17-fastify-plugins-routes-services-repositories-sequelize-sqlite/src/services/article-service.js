const repo = require('../repositories/article-repository');
exports.list = async ({ limit = 20, offset = 0 }) => {
  const { rows, count } = await repo.page(Number(limit), Number(offset));
  return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
};
exports.remove = async (slug, userId) => {
  const article = await repo.bySlug(slug);
  if (!article) { const e = new Error('not found'); e.statusCode = 404; throw e; }
  if (article.authorId !== userId) { const e = new Error('forbidden'); e.statusCode = 403; throw e; }
  await repo.remove(article);
};
