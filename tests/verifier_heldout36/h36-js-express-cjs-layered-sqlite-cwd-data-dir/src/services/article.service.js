const articles = require('../repositories/article.repository');
exports.list = async (query) => {
  const { rows, count } = await articles.list({ limit: Number(query.limit || 20), offset: Number(query.offset || 0) });
  return { articles: rows, articlesCount: count };
};
exports.get = async (slug) => {
  const a = await articles.findBySlug(slug);
  if (!a) { const e = new Error('not found'); e.status = 404; throw e; }
  return a;
};
exports.create = (authorId, input) => articles.create({ ...input, slug: input.title.toLowerCase().replace(/\W+/g, '-'), authorId });
