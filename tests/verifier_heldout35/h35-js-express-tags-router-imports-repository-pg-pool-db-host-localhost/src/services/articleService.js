const repo = require('../repositories/articleRepository');

const slugify = (t) => t.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');

async function create(input) {
  return repo.insert({ ...input, slug: `${slugify(input.title)}-${Date.now().toString(36)}` });
}

async function get(slug) {
  const article = await repo.findBySlug(slug);
  if (!article) { const e = new Error('not found'); e.status = 404; throw e; }
  return article;
}

module.exports = { create, get };
