const articleRepository = require('../repositories/articleRepository');

const present = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { ...a.author.get({ plain: true }), following: true },
});

module.exports = {
  async feed(userId, { limit = 20, offset = 0 } = {}) {
    const { rows, count } = await articleRepository.feed(userId, Number(limit), Number(offset));
    return { articles: rows.map(present), articlesCount: count };
  },
  async get(slug) {
    const a = await articleRepository.bySlug(slug);
    return a && present(a);
  },
};
