// feature-file: articles
const { ForbiddenError, NotFoundError, ValidationError } = require('../errors');
const articleRepository = require('../repositories/articleRepository');
const userRepository = require('../repositories/userRepository'); // feature-line: profiles
const { parsePagination } = require('./pagination');
const { uniqueSlug } = require('./slug');
const { optionalStrings, requireStrings } = require('./validation');
const { articleView } = require('./presenters');

const TEXT_FIELDS = ['title', 'description', 'body'];

// Adds what depends on the reader, and the counts, with one query per page for each of:
// - the favorite counts and the articles the reader favorited; // feature-line: favorites
// - the authors the reader follows. // feature-line: profiles
async function present(articles, viewerId) {
  const articleIds = articles.map((article) => article.id); // feature-line: favorites
  const authorIds = articles.map((article) => article.authorId); // feature-line: profiles
  const anonymous = viewerId === undefined;
  // feature-begin: favorites
  // feature-begin: profiles
  const [counts, favorited, followed] = await Promise.all([
  // feature-else: profiles
  // const [counts, favorited] = await Promise.all([
  // feature-end: profiles
    articleRepository.favoriteCounts(articleIds),
    anonymous ? new Set() : articleRepository.favoritedAmong(viewerId, articleIds),
    anonymous ? new Set() : userRepository.followedAmong(viewerId, authorIds), // feature-line: profiles
  ]);
  // feature-else: favorites
  // const followed = anonymous ? new Set() : await userRepository.followedAmong(viewerId, authorIds);
  // feature-end: favorites
  return articles.map((article) =>
    articleView(article, {
      favorited: favorited.has(article.id), // feature-line: favorites
      favoritesCount: counts.get(article.id) ?? 0, // feature-line: favorites
      following: followed.has(article.authorId), // feature-line: profiles
    }),
  );
}

const presentOne = async (article, viewerId) => (await present([article], viewerId))[0];

async function findArticle(slug) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) throw new NotFoundError('article not found');
  return article;
}

async function findOwnArticle(userId, slug) {
  const article = await findArticle(slug);
  if (article.authorId !== userId) throw new ForbiddenError('only the author may change this article');
  return article;
}

function parseFilter(query) {
  const filter = {};
  // feature-begin: favorites
  for (const key of ['tag', 'author', 'favorited']) {
  // feature-else: favorites
  // for (const key of ['tag', 'author']) {
  // feature-end: favorites
    if (query[key] === undefined) continue;
    if (typeof query[key] !== 'string') throw new ValidationError(`${key} must be a single value`);
    filter[key] = query[key];
  }
  return filter;
}

async function page(filter, query, viewerId) {
  const { articles, count } = await articleRepository.findPage(filter, parsePagination(query));
  return { articles: await present(articles, viewerId), articlesCount: count };
}

// feature-begin: favorites
// query holds the raw query string values: tag, author, favorited, limit, offset.
// feature-else: favorites
// // query holds the raw query string values: tag, author, limit, offset.
// feature-end: favorites
const list = (query, viewerId) => page(parseFilter(query), query, viewerId);
// feature-begin: profiles

async function feed(userId, query) {
  return page({ authorIds: await userRepository.followeeIds(userId) }, query, userId);
}
// feature-end: profiles

async function get(slug, viewerId) {
  return presentOne(await findArticle(slug), viewerId);
}

function parseTagList(tagList) {
  if (tagList === undefined) return [];
  if (!Array.isArray(tagList) || tagList.some((tag) => typeof tag !== 'string')) {
    throw new ValidationError('tagList must be an array of strings');
  }
  return [...new Set(tagList.map((tag) => tag.trim()).filter(Boolean))];
}

async function create(userId, input) {
  const fields = requireStrings(input, TEXT_FIELDS);
  const tagList = parseTagList(input.tagList);
  const slug = await uniqueSlug(fields.title, (candidate) => articleRepository.isSlugTaken(candidate));
  const article = await articleRepository.create({ ...fields, slug, tagList, authorId: userId });
  return presentOne(article, userId);
}

// Changes only the fields sent; a new title moves the slug along with it.
async function update(userId, slug, input) {
  const article = await findOwnArticle(userId, slug);
  const changes = optionalStrings(input, TEXT_FIELDS, { nonBlank: TEXT_FIELDS });
  if (changes.title !== undefined) {
    changes.slug = await uniqueSlug(changes.title, (candidate) => articleRepository.isSlugTaken(candidate, article.id));
  }
  return presentOne(await articleRepository.update(article, changes), userId);
}

async function remove(userId, slug) {
  await articleRepository.remove(await findOwnArticle(userId, slug));
}
// feature-begin: favorites

async function favorite(userId, slug) {
  const article = await findArticle(slug);
  await articleRepository.favorite(userId, article.id);
  return presentOne(article, userId);
}

async function unfavorite(userId, slug) {
  const article = await findArticle(slug);
  await articleRepository.unfavorite(userId, article.id);
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
  findArticle, // feature-line: comments
};
