const slugify = require('slugify');
const articles = require('../repositories/article.repository');
const users = require('../repositories/user.repository');
const profiles = require('./profile.service');
const { notFound, forbidden, unprocessable } = require('../utils/errors');

async function toArticle(article, viewerId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: (article.tags || []).map((t) => t.name).sort(),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: await articles.isFavorited(article.id, viewerId),
    favoritesCount: await articles.favoritesCount(article.id),
    author: await profiles.toProfile(article.author, viewerId),
  };
}

async function list(query, viewerId) {
  const { rows, count } = await articles.list({
    tag: query.tag, author: query.author, favorited: query.favorited,
    limit: Number(query.limit) || 20, offset: Number(query.offset) || 0,
  });
  return { articles: await Promise.all(rows.map((a) => toArticle(a, viewerId))), articlesCount: count };
}

async function feed(query, viewerId) {
  const ids = await users.followingIds(viewerId);
  const { rows, count } = await articles.feed(ids, { limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
  return { articles: await Promise.all(rows.map((a) => toArticle(a, viewerId))), articlesCount: count };
}

async function get(slug, viewerId) {
  const article = await articles.findBySlug(slug);
  if (!article) throw notFound('article');
  return toArticle(article, viewerId);
}

async function create(input, viewerId) {
  if (!input || !input.title || !input.description || !input.body) throw unprocessable({ body: ['title, description and body are required'] });
  const slug = `${slugify(input.title, { lower: true, strict: true })}-${Date.now().toString(36)}`;
  const article = await articles.create({ ...input, slug, authorId: viewerId }, input.tagList || []);
  return toArticle(article, viewerId);
}

async function update(slug, changes, viewerId) {
  const article = await articles.findBySlug(slug);
  if (!article) throw notFound('article');
  if (article.authorId !== viewerId) throw forbidden('article');
  const allowed = {};
  for (const key of ['title', 'description', 'body']) if (changes[key] !== undefined) allowed[key] = changes[key];
  if (allowed.title) allowed.slug = `${slugify(allowed.title, { lower: true, strict: true })}-${Date.now().toString(36)}`;
  return toArticle(await articles.update(article, allowed), viewerId);
}

async function remove(slug, viewerId) {
  const article = await articles.findBySlug(slug);
  if (!article) throw notFound('article');
  if (article.authorId !== viewerId) throw forbidden('article');
  await articles.remove(article);
}

async function favorite(slug, viewerId, on) {
  const article = await articles.findBySlug(slug);
  if (!article) throw notFound('article');
  if (on) await articles.favorite(article.id, viewerId);
  else await articles.unfavorite(article.id, viewerId);
  return toArticle(article, viewerId);
}

module.exports = { list, feed, get, create, update, remove, favorite };
