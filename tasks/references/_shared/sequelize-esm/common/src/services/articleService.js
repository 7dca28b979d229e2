// feature-file: articles
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { uniqueSlug } from '../lib/slug.js';
import * as articles from '../repositories/articleRepository.js';
import * as favorites from '../repositories/favoriteRepository.js'; // feature-line: favorites
import * as follows from '../repositories/followRepository.js'; // feature-line: profiles
import * as tags from '../repositories/tagRepository.js';
import * as users from '../repositories/userRepository.js';
import { requireUser } from './userService.js';
import { optionalText, requireObject, requireText, tagNames } from './validation.js';
import { articleView } from './presenters.js';

// feature-begin: favorites
// feature-begin: profiles
// Representations of a batch of articles for one viewer: one query each for favorites and follows.
// feature-else: profiles
// // Representations of a batch of articles for one viewer: one query for favorites.
// feature-end: profiles
// feature-else: favorites
// // Representations of a batch of articles for one viewer: one query for follows.
// feature-end: favorites
async function present(rows, viewerId) {
  const ids = rows.map((article) => article.id); // feature-line: favorites
  // feature-begin: favorites
  // feature-begin: profiles
  const [counts, favorited, followed] = await Promise.all([
  // feature-else: profiles
  // const [counts, favorited] = await Promise.all([
  // feature-end: profiles
    favorites.countsFor(ids),
    viewerId ? favorites.favoritedAmong(viewerId, ids) : new Set(),
    viewerId ? follows.followedAmong(viewerId, rows.map((article) => article.authorId)) : new Set(), // feature-line: profiles
  ]);
  // feature-else: favorites
  // const followed = viewerId
  //   ? await follows.followedAmong(viewerId, rows.map((article) => article.authorId))
  //   : new Set();
  // feature-end: favorites
  return rows.map((article) => articleView(article, {
    favorited: favorited.has(article.id), // feature-line: favorites
    favoritesCount: counts.get(article.id) ?? 0, // feature-line: favorites
    following: followed.has(article.authorId), // feature-line: profiles
  }));
}

async function presentOne(article, viewerId) {
  const [view] = await present([article], viewerId);
  return view;
}

export async function requireArticle(slug) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new NotFoundError('article');
  return article;
}

async function requireOwnArticle(slug, userId) {
  const article = await requireArticle(slug);
  if (article.authorId !== userId) throw new ForbiddenError('only the author may change this article');
  return article;
}

async function page(query, viewerId) {
  const { articles: rows, count } = await articles.findPage(query);
  return { articles: await present(rows, viewerId), articlesCount: count };
}

const emptyPage = { articles: [], articlesCount: 0 };

// Another request can take a free slug before our write lands; pick a new one and try again.
async function withUniqueSlug(title, write, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write(await uniqueSlug(title, articles.slugExists));
    } catch (err) {
      if (!(err instanceof ConflictError) || attempt === attempts) throw err;
    }
  }
}

// feature-begin: favorites
export async function list({ tag, author, favorited, limit, offset }, viewerId) {
// feature-else: favorites
// export async function list({ tag, author, limit, offset }, viewerId) {
// feature-end: favorites
  const query = { limit, offset, idSets: [] };
  if (author) {
    const user = await users.findByUsername(author);
    if (!user) return emptyPage;
    query.authorIds = [user.id];
  }
  // feature-begin: favorites
  if (favorited) {
    const user = await users.findByUsername(favorited);
    if (!user) return emptyPage;
    query.idSets.push(await favorites.articleIdsFavoritedBy(user.id));
  }
  // feature-end: favorites
  if (tag) query.idSets.push(await tags.articleIdsTagged(tag));
  return page(query, viewerId);
}
// feature-begin: profiles

export async function feed({ limit, offset }, viewerId) {
  await requireUser(viewerId);
  const authorIds = await follows.followedIds(viewerId);
  if (authorIds.length === 0) return emptyPage;
  return page({ authorIds, limit, offset }, viewerId);
}
// feature-end: profiles

export async function get(slug, viewerId) {
  return presentOne(await requireArticle(slug), viewerId);
}

export async function create(authorId, input) {
  await requireUser(authorId);
  const fields = requireObject(input, 'article');
  const title = requireText(fields, 'title');
  const values = {
    title,
    description: requireText(fields, 'description'),
    body: requireText(fields, 'body'),
    authorId,
  };
  const tagList = tagNames(fields.tagList);
  const article = await withUniqueSlug(title, (slug) => articles.create({ ...values, slug }, tagList));
  return presentOne(article, authorId);
}

// Changes only the fields sent; a new title brings a new slug.
export async function update(userId, slug, input) {
  const fields = requireObject(input, 'article');
  const article = await requireOwnArticle(slug, userId);
  const changes = {};
  for (const name of ['title', 'description', 'body']) {
    const value = optionalText(fields, name);
    if (value !== undefined) changes[name] = value;
  }
  const updated = changes.title !== undefined && changes.title !== article.title
    ? await withUniqueSlug(changes.title, (slug) => articles.update(article, { ...changes, slug }))
    : await articles.update(article, changes);
  return presentOne(updated, userId);
}

export async function remove(userId, slug) {
  await articles.remove(await requireOwnArticle(slug, userId));
}
// feature-begin: favorites

export async function favorite(userId, slug) {
  await requireUser(userId);
  const article = await requireArticle(slug);
  await favorites.add(userId, article.id);
  return presentOne(article, userId);
}

export async function unfavorite(userId, slug) {
  await requireUser(userId);
  const article = await requireArticle(slug);
  await favorites.remove(userId, article.id);
  return presentOne(article, userId);
}
// feature-end: favorites
