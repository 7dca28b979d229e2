const articleRepository = require('../repositories/articleRepository');

const toJSON = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

module.exports = {
  toJSON,
  async list(query) {
    const { rows, count } = await articleRepository.findPage(query);
    return { articles: rows.map(toJSON), articlesCount: count };
  },
  async get(slug) {
    const a = await articleRepository.findBySlug(slug);
    return a ? toJSON(a) : null;
  },
  async create(authorId, { title, description, body, tagList = [] }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await articleRepository.create({ slug, title, description, body, tagList, authorId });
    return this.get(slug);
  },
};
