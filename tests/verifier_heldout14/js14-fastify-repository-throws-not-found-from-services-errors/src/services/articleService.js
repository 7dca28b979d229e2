const articles = require('../repositories/articleRepository');
const { ForbiddenError } = require('./errors');

function toJSON(a) {
  return {
    slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
    createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
    author: { username: a.authorUsername, bio: null, image: null, following: false },
  };
}

async function get(slug) {
  return toJSON(await articles.getBySlugOrThrow(slug));
}

async function update(slug, username, changes) {
  const article = await articles.getBySlugOrThrow(slug);
  if (article.authorUsername !== username) throw new ForbiddenError('article');
  const allowed = {};
  for (const key of ['title', 'description', 'body']) if (changes[key] !== undefined) allowed[key] = changes[key];
  return toJSON(await articles.update(article, allowed));
}

async function remove(slug, username) {
  const article = await articles.getBySlugOrThrow(slug);
  if (article.authorUsername !== username) throw new ForbiddenError('article');
  await articles.remove(article);
}

module.exports = { get, update, remove };
