const articles = require('../repositories/articleRepository');
const users = require('../repositories/userRepository');

const view = (a) => {
  const author = users.findById(a.authorId);
  return {
    slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
    createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
    author: author.toProfile(false),
  };
};

exports.list = (limit = 20, offset = 0) => {
  const { rows, count } = articles.list(limit, offset);
  return { articles: rows.map(view), articlesCount: count };
};

exports.create = (authorId, { title, description, body }) => {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  return view(articles.create({ slug, title, description, body, authorId }));
};

exports.get = (slug) => {
  const a = articles.findBySlug(slug);
  return a ? view(a) : null;
};
