const articles = require('../repositories/article.repository');

const view = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

module.exports = {
  async list({ limit = 20, offset = 0, author }) {
    const { rows, count } = await articles.page({ limit: Number(limit), offset: Number(offset), username: author });
    return { articles: rows.map(view), articlesCount: count };
  },
  async create(authorId, { title, description, body, tagList = [] }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    const created = await articles.insert({ slug, title, description, body, tagList, authorId });
    return view(await articles.byId(created.id));
  },
  async tags() {
    return [...new Set((await articles.allTagLists()).flat())].sort();
  },
};
