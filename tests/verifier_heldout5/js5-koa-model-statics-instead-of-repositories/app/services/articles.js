const Article = require('../models/article');

function toJSON(a, following = false) {
  return {
    slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
    createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
    author: a.author.toProfile(following),
  };
}

exports.list = async (query) => {
  const { rows, count } = await Article.recent({ limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
  return { articles: rows.map((a) => toJSON(a)), articlesCount: count };
};

exports.feed = async (userId, query) => {
  const rows = await Article.feed(userId, { limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
  return { articles: rows.map((a) => toJSON(a, true)), articlesCount: rows.length };
};

exports.get = async (slug) => {
  const a = await Article.bySlug(slug);
  return a && toJSON(a);
};
