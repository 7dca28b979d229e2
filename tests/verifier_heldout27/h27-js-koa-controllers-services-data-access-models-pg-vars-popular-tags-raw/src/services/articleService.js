const articles = require('../data-access/articleDataAccess');
const tags = require('../data-access/tagDataAccess');

const toJSON = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tags.map((t) => t.name),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

module.exports = {
  async list({ limit = 20, offset = 0 }) {
    const { rows, count } = await articles.page(Number(limit), Number(offset));
    return { articles: rows.map(toJSON), articlesCount: count };
  },
  async get(slug) {
    const a = await articles.bySlug(slug);
    if (!a) throw Object.assign(new Error('article not found'), { status: 404 });
    return toJSON(a);
  },
  async create(authorId, { title, description, body, tagList = [] }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    const a = await articles.insert({ slug, title, description, body, author_id: authorId });
    await tags.addForArticle(a.id, tagList);
    return this.get(slug);
  },
  popularTags: () => tags.popular(),
};
