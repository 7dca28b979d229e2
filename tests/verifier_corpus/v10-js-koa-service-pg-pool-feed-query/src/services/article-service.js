const articles = require('../repositories/article-repository');

const slugify = (title) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;

module.exports = {
  async list(query) {
    const limit = Math.min(Number(query.limit) || 20, 100);
    const offset = Number(query.offset) || 0;
    const { articles: items, count } = await articles.list({ limit, offset });
    return { articles: items, articlesCount: count };
  },

  async get(slug) {
    return articles.findBySlug(slug);
  },

  async create(authorId, input) {
    if (!input.title || !input.description || !input.body) {
      const err = new Error('title, description and body are required');
      err.status = 422;
      throw err;
    }
    return articles.insert({ ...input, slug: slugify(input.title), authorId });
  },
};
