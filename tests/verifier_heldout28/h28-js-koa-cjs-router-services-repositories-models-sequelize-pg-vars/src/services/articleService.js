const articles = require('../repositories/articleRepository');
const { NotFound, Forbidden } = require('./errors');

const present = (a, viewerId) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: a.favoritedBy.some((u) => u.id === viewerId),
  favoritesCount: a.favoritedBy.length,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

async function mustFind(slug) {
  const a = await articles.findBySlug(slug);
  if (!a) throw new NotFound('article not found');
  return a;
}

module.exports = {
  async list(query, viewerId) {
    const { rows, count } = await articles.findPage({
      tag: query.tag,
      limit: Number(query.limit) || 20,
      offset: Number(query.offset) || 0,
    });
    return { articles: rows.map((a) => present(a, viewerId)), articlesCount: count };
  },
  async get(slug, viewerId) {
    return present(await mustFind(slug), viewerId);
  },
  async create(authorId, { title, description, body, tagList = [] }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await articles.create({ slug, title, description, body, tagList, authorId });
    return present(await mustFind(slug), authorId);
  },
  async remove(slug, userId) {
    const a = await mustFind(slug);
    if (a.authorId !== userId) throw new Forbidden('only the author can delete');
    await articles.destroy(a);
  },
  async favorite(slug, userId) {
    await articles.addFavorite(await mustFind(slug), userId);
    return present(await mustFind(slug), userId);
  },
  async tags() {
    return articles.allTags();
  },
};
