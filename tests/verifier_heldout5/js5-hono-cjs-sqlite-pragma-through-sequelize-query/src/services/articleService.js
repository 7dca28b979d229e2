const articles = require('../repositories/articleRepository');
const { ServiceError } = require('./userService');

const toSlug = (title) => title.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-') + '-' + Math.random().toString(36).slice(2, 7);
const view = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body,
  tagList: (a.tags || []).map((t) => t.name), createdAt: a.createdAt, updatedAt: a.updatedAt,
  favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

module.exports = {
  async list(limit = 20, offset = 0) {
    const { rows, count } = await articles.list({ limit, offset });
    return { articles: rows.map(view), articlesCount: count };
  },
  async get(slug) {
    const a = await articles.findBySlug(slug);
    if (!a) throw new ServiceError(404, { article: ['not found'] });
    return view(a);
  },
  async create(input, authorId) {
    const a = await articles.create({ ...input, slug: toSlug(input.title), authorId }, input.tagList || []);
    return this.get(a.slug);
  },
  tags: () => articles.tagNames(),
};
