const repo = require('../repositories/articles');
const { toArticle } = require('../models/article');

class NotFoundError extends Error {}

exports.NotFoundError = NotFoundError;

exports.get = async (slug) => {
  const row = await repo.findBySlug(slug);
  if (!row) throw new NotFoundError('article not found');
  return toArticle(row, await repo.findAuthor(row.author_id));
};

exports.list = async ({ limit = 20, offset = 0 }) => {
  const rows = await repo.page(Number(limit), Number(offset));
  const articles = await Promise.all(rows.map(async (r) => toArticle(r, await repo.findAuthor(r.author_id))));
  return { articles, articlesCount: await repo.count() };
};
