const { ForbiddenError, NotFoundError, ValidationError } = require('../errors');
const articleRepository = require('../repositories/articleRepository');
const userRepository = require('../repositories/userRepository');
const { parsePagination } = require('./pagination');
const { uniqueSlug } = require('./slug');
const { optionalStrings, requireStrings } = require('./validation');
const { articleView } = require('./presenters');

const TEXT_FIELDS = ['title', 'description', 'body'];

// Adds what depends on the reader (favorited, following) and the favorite counts, in three queries per page.
async function present(articles, viewerId) {
  const articleIds = articles.map((article) => article.id);
  const authorIds = articles.map((article) => article.authorId);
  const anonymous = viewerId === undefined;
  const [counts, favorited, followed] = await Promise.all([
    articleRepository.favoriteCounts(articleIds),
    anonymous ? new Set() : articleRepository.favoritedAmong(viewerId, articleIds),
    anonymous ? new Set() : userRepository.followedAmong(viewerId, authorIds),
  ]);
  return articles.map((article) =>
    articleView(article, {
      favorited: favorited.has(article.id),
      favoritesCount: counts.get(article.id) ?? 0,
      following: followed.has(article.authorId),
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
  for (const key of ['tag', 'author', 'favorited']) {
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

// query holds the raw query string values: tag, author, favorited, limit, offset.
const list = (query, viewerId) => page(parseFilter(query), query, viewerId);

async function feed(userId, query) {
  return page({ authorIds: await userRepository.followeeIds(userId) }, query, userId);
}

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

module.exports = { list, feed, get, create, update, remove, favorite, unfavorite, findArticle };
