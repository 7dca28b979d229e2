'use strict';

const articles = require('../repositories/articleRepository');

const slugify = (title) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

module.exports = {
  get: (slug) => articles.findBySlug(slug),
  create: ({ title, body }) => articles.create({ title, body, slug: slugify(title) }),
};
