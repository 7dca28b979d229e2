const articles = require('../repositories/articleRepository');

const slugify = (title) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

exports.create = ({ title, description = '', body }) =>
  articles.create({ slug: slugify(title), title, description, body });
exports.get = (slug) => articles.findBySlug(slug);
