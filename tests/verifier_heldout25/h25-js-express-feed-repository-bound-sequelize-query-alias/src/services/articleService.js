const articles = require('../repositories/articleRepository');

function page(query) {
  return { limit: Math.min(Number(query.limit) || 20, 100), offset: Number(query.offset) || 0 };
}

function slugify(title) {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
}

module.exports = {
  list: (query) => articles.list(page(query)),
  feed: (userId, query) => articles.feed(userId, page(query)),
  get: (slug) => articles.findBySlug(slug),
  async create(authorId, input) {
    const created = await articles.create({ ...input, slug: slugify(input.title), authorId });
    return articles.findBySlug(created.slug);
  },
};
