const articles = require('../repositories/articleRepository');

const present = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body,
  tagList: a.tags.map((t) => t.name), createdAt: a.createdAt, updatedAt: a.updatedAt,
  favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

module.exports = {
  async list(limit, offset) {
    const { rows, count } = await articles.page(limit, offset);
    return { articles: rows.map(present), articlesCount: count };
  },
  async create(authorId, { title, description, body, tagList = [] }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    await articles.insert({ slug, title, description, body, authorId }, tagList);
    return present(await articles.bySlug(slug));
  },
};
