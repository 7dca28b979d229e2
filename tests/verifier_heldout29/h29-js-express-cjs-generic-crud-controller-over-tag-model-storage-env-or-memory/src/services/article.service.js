const articles = require('../repositories/article.repository');

const toJson = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body,
  tagList: (a.tags || []).map((t) => t.name).sort(),
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

async function list(query) {
  const { rows, count } = await articles.list({
    limit: Number(query.limit || 20), offset: Number(query.offset || 0), tag: query.tag, author: query.author,
  });
  return { articles: rows.map(toJson), articlesCount: count };
}

async function create(userId, input) {
  const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  const article = await articles.create({ ...input, slug, authorId: userId }, input.tagList || []);
  return toJson(article);
}

async function get(slug) {
  const article = await articles.findBySlug(slug);
  return article ? toJson(article) : null;
}

module.exports = { list, create, get };
