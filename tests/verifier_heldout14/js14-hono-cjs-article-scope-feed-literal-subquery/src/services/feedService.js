const articles = require('../repositories/articleRepository');

const toJson = (a, following) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [],
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following },
});

exports.feed = async (viewerId, { limit = 20, offset = 0 } = {}) => {
  const { rows, count } = await articles.feed(viewerId, Number(limit), Number(offset));
  return { articles: rows.map((a) => toJson(a, true)), articlesCount: count };
};

exports.list = async ({ limit = 20, offset = 0 } = {}) => {
  const { rows, count } = await articles.recent(Number(limit), Number(offset));
  return { articles: rows.map((a) => toJson(a, false)), articlesCount: count };
};
