'use strict';
// feature-file: articles

const articles = require('../repositories/articles');
const favorites = require('../repositories/favorites'); // feature-line: favorites
const follows = require('../repositories/follows'); // feature-line: profiles
const { DuplicateError } = require('../repositories/errors');
const { ForbiddenError, NotFoundError } = require('./errors');
const { uniqueSlug } = require('./slug');
const { articleView } = require('./presenters');

/** Adds what depends on the viewer and on other rows, in one query per kind for the whole list. */
async function present(list, viewerId) {
  const ids = list.map((article) => article.id); // feature-line: favorites
  const authorIds = [...new Set(list.map((article) => article.authorId))]; // feature-line: profiles
  // feature-begin: favorites
  // feature-begin: profiles
  const [counts, favorited, following] = await Promise.all([
  // feature-else: profiles
  // const [counts, favorited] = await Promise.all([
  // feature-end: profiles
    favorites.countsFor(ids),
    viewerId === null ? new Set() : favorites.favoritedAmong(viewerId, ids),
    viewerId === null ? new Set() : follows.followedAmong(viewerId, authorIds), // feature-line: profiles
  ]);
  // feature-else: favorites
  // const following = viewerId === null ? new Set() : await follows.followedAmong(viewerId, authorIds);
  // feature-end: favorites
  return list.map((article) =>
    articleView(article, {
      favorited: favorited.has(article.id), // feature-line: favorites
      favoritesCount: counts.get(article.id) ?? 0, // feature-line: favorites
      following: following.has(article.authorId), // feature-line: profiles
    }),
  );
}

async function presentOne(article, viewerId) {
  const [view] = await present([article], viewerId);
  return view;
}

async function findArticle(slug) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new NotFoundError('Article');
  return article;
}

async function findOwnArticle(userId, slug) {
  const article = await findArticle(slug);
  if (article.authorId !== userId) throw new ForbiddenError('Only the author may change this article');
  return article;
}

// feature-begin: favorites
// feature-begin: profiles
/** `filters`: author, tag, favorited, authorIds (all optional), limit, offset. */
// feature-else: profiles
// /** `filters`: author, tag, favorited (all optional), limit, offset. */
// feature-end: profiles
// feature-else: favorites
// /** `filters`: author, tag, authorIds (all optional), limit, offset. */
// feature-end: favorites
async function list(filters, viewerId) {
  const { articles: found, count } = await articles.findPage(filters);
  return { articles: await present(found, viewerId), articlesCount: count };
}
// feature-begin: profiles

/** Articles by the authors `userId` follows. */
async function feed(userId, { limit, offset }) {
  return list({ authorIds: await follows.followedIds(userId), limit, offset }, userId);
}
// feature-end: profiles

async function get(slug, viewerId) {
  return presentOne(await findArticle(slug), viewerId);
}

const SLUG_ATTEMPTS = 3;

/**
 * Runs `write(slug)` with a free slug for `title`; when a concurrent request takes that slug
 * first, the write is retried with the next free one.
 */
async function withFreeSlug(title, isTaken, write) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write(await uniqueSlug(title, isTaken));
    } catch (error) {
      const slugTaken = error instanceof DuplicateError && error.fields.includes('slug');
      if (!slugTaken || attempt === SLUG_ATTEMPTS) throw error;
    }
  }
}

async function create(userId, { title, description, body, tagList = [] }) {
  const article = await withFreeSlug(title, articles.slugExists, (slug) =>
    articles.create({ slug, title, description, body, authorId: userId, tagList: [...new Set(tagList)] }),
  );
  return presentOne(article, userId);
}

async function update(userId, slug, { title, description, body }) {
  const article = await findOwnArticle(userId, slug);
  const changes = { title, description, body };
  if (title === undefined || title === article.title) {
    return presentOne(await articles.update(article.id, changes), userId);
  }
  // The slug follows the title; the article's own current slug does not count as taken.
  const isTaken = async (candidate) => candidate !== article.slug && articles.slugExists(candidate);
  const updated = await withFreeSlug(title, isTaken, (newSlug) =>
    articles.update(article.id, { ...changes, slug: newSlug }),
  );
  return presentOne(updated, userId);
}

async function remove(userId, slug) {
  const article = await findOwnArticle(userId, slug);
  await articles.remove(article.id);
}
// feature-begin: favorites

async function favorite(userId, slug) {
  const article = await findArticle(slug);
  await favorites.add(userId, article.id);
  return presentOne(article, userId);
}

async function unfavorite(userId, slug) {
  const article = await findArticle(slug);
  await favorites.remove(userId, article.id);
  return presentOne(article, userId);
}
// feature-end: favorites

module.exports = {
  list,
  feed, // feature-line: profiles
  get,
  create,
  update,
  remove,
  favorite, // feature-line: favorites
  unfavorite, // feature-line: favorites
};
