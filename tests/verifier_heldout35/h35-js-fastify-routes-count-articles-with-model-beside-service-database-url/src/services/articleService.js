const repo = require('../repositories/articleRepository');
module.exports = {
  list: (q) => repo.list({ limit: Number(q.limit ?? 20), offset: Number(q.offset ?? 0) }),
  get: (slug) => repo.bySlug(slug),
};
