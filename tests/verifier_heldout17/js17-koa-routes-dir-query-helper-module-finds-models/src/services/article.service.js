const repo = require('../repositories/article.repository');
exports.create = (authorId, input) => repo.create({ ...input, authorId, slug: input.title.toLowerCase().replace(/\W+/g, '-') });
exports.get = (slug) => repo.bySlug(slug);
