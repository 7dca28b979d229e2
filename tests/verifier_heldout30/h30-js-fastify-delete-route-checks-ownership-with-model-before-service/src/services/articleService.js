const articles = require('../repositories/articleRepository');

const present = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

function httpError(statusCode, message) {
  return Object.assign(new Error(message), { statusCode });
}

module.exports = {
  async list(limit = 20, offset = 0) {
    const { rows, count } = await articles.list(limit, offset);
    return { articles: rows.map(present), articlesCount: count };
  },
  async get(slug) {
    const article = await articles.findBySlug(slug);
    if (!article) throw httpError(404, 'article not found');
    return present(article);
  },
  async create(authorId, input) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    await articles.create({ ...input, tagList: input.tagList || [], slug, authorId });
    return this.get(slug);
  },
  async update(slug, userId, changes) {
    const article = await articles.findBySlug(slug);
    if (!article) throw httpError(404, 'article not found');
    if (article.authorId !== userId) throw httpError(403, 'forbidden');
    await articles.update(article, changes);
    return this.get(article.slug);
  },
  async remove(slug) {
    await articles.destroyBySlug(slug);
  },
};
