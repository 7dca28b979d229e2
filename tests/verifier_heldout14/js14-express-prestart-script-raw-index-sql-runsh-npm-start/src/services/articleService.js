const articles = require('../repositories/articleRepository');

const toSlug = (title) => title.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');

const view = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList || [],
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

module.exports = {
  async list(query) {
    const { rows, count } = await articles.list({
      author: query.author,
      limit: parseInt(query.limit, 10) || 20,
      offset: parseInt(query.offset, 10) || 0,
    });
    return { articles: rows.map(view), articlesCount: count };
  },
  async create(authorId, input) {
    let slug = toSlug(input.title);
    if (await articles.slugTaken(slug)) slug = `${slug}-${Date.now()}`;
    return view(await articles.create({ ...input, slug, authorId }));
  },
};
