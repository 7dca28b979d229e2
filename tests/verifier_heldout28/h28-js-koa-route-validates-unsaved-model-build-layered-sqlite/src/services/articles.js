const articles = require('../repositories/articles');

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

const slugify = (title) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;

module.exports = {
  async create(authorId, { title, description, body, tagList = [] }) {
    const slug = slugify(title);
    await articles.insert({ slug, title, description, body, tagList, authorId });
    return toJSON(await articles.bySlug(slug));
  },
  async list({ limit = 20, offset = 0 }) {
    const { rows, count } = await articles.page({ limit: Number(limit), offset: Number(offset) });
    return { articles: rows.map(toJSON), articlesCount: count };
  },
  async update(slug, userId, changes) {
    const article = await articles.bySlug(slug);
    if (!article) return { status: 404 };
    if (article.authorId !== userId) return { status: 403 };
    const attrs = { ...changes };
    if (changes.title) attrs.slug = slugify(changes.title);
    await articles.update(article, attrs);
    return { status: 200, article: toJSON(await articles.bySlug(attrs.slug || slug)) };
  },
};
