const repo = require('../repositories/article.repository');

exports.list = (query) => repo.findAll({ limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });

exports.get = async (slug) => {
  const article = await repo.findBySlug(slug);
  if (!article) {
    const err = new Error('Article not found');
    err.status = 404;
    throw err;
  }
  return article;
};

exports.create = (authorId, { title, description, body }) =>
  repo.create({ title, description, body, authorId, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + Date.now() });
