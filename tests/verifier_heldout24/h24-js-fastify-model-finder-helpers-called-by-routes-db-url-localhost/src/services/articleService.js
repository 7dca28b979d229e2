const slugify = require('slugify');
const repo = require('../repositories/articleRepository');

module.exports = {
  create: (authorId, input) => repo.create({ ...input, authorId, slug: slugify(input.title, { lower: true }) + '-' + Date.now() }),
  list: (q) => repo.list({ limit: Number(q.limit) || 20, offset: Number(q.offset) || 0 }),
  update: (article, fields) => repo.update(article, fields),
  remove: (article) => repo.destroy(article),
};
