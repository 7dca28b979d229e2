const repo = require('../repositories/article.repository');
exports.get = (slug) => repo.findBySlug(slug);
