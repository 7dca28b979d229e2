const articles = require('../repositories/article.repository');

function slugify(title) {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 7)}`;
}

function format(a) {
  return {
    slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
    createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  };
}

async function list(query) {
  const { rows, count } = await articles.findAll({ limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
  return { articles: rows.map(format), articlesCount: count };
}

async function create(userId, input) {
  const created = await articles.create({ ...input, tagList: input.tagList || [], slug: slugify(input.title), authorId: userId });
  return format(await articles.findBySlug(created.slug));
}

module.exports = { list, create };
