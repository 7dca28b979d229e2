'use strict';
// feature-file: articles

const sequelize = require('../db');
const { Article, User } = require('../models');
const plain = require('./plain');
const { guardUnique } = require('./errors');
const tags = require('./tags');

const NEWEST_FIRST = [
  ['createdAt', 'DESC'],
  ['id', 'DESC'],
];
const details = [
  { model: User, as: 'author' },
  { association: 'tags', attributes: ['name'], through: { attributes: [] } },
];

function toArticle(row) {
  if (!row) return null;
  const { tags: tagRows, ...article } = plain(row);
  return { ...article, tagList: tagRows.map((tag) => tag.name) };
}

async function findById(id) {
  return toArticle(await Article.findByPk(id, { include: details }));
}

async function findBySlug(slug) {
  return toArticle(await Article.findOne({ where: { slug }, include: details }));
}

async function slugExists(slug) {
  return (await Article.count({ where: { slug } })) > 0;
}

/**
 * One page of articles, newest first, and the number of articles matching the filters.
 * Filters: `author` (a username), `tag` (a tag name),
 * `favorited` (a username), // feature-line: favorites
 * `authorIds` (for the feed). // feature-line: profiles
 */
// feature-begin: favorites
// feature-begin: profiles
async function findPage({ author, tag, favorited, authorIds, limit, offset }) {
// feature-else: profiles
// async function findPage({ author, tag, favorited, limit, offset }) {
// feature-end: profiles
// feature-else: favorites
// async function findPage({ author, tag, authorIds, limit, offset }) {
// feature-end: favorites
  // The filtering query joins only what it filters on and selects ids; each filter join matches
  // at most one row per article, so limit/offset apply to articles, not to joined rows.
  const include = [];
  if (author) include.push({ model: User, as: 'author', attributes: [], where: { username: author } });
  if (tag) include.push({ association: 'tags', attributes: [], through: { attributes: [] }, where: { name: tag } });
  // feature-begin: favorites
  if (favorited) {
    include.push({
      association: 'favoritedBy',
      attributes: [],
      through: { attributes: [] },
      where: { username: favorited },
    });
  }
  // feature-end: favorites
  const { rows, count } = await Article.findAndCountAll({
    attributes: ['id'],
    where: authorIds ? { authorId: authorIds } : {}, // feature-line: profiles
    include,
    order: NEWEST_FIRST,
    limit,
    offset,
    subQuery: false,
    distinct: true,
  });

  const articles = await Article.findAll({
    where: { id: rows.map((row) => row.id) },
    include: details,
    order: NEWEST_FIRST,
  });
  return { articles: articles.map(toArticle), count };
}

async function create({ tagList, ...fields }) {
  const id = await guardUnique(() =>
    sequelize.transaction(async (transaction) => {
      const article = await Article.create(fields, { transaction });
      await article.setTags(await tags.ensure(tagList, transaction), { transaction });
      return article.id;
    }),
  );
  return findById(id);
}

async function update(id, changes) {
  await guardUnique(() => Article.update(changes, { where: { id } }));
  return findById(id);
}

async function remove(id) {
  await Article.destroy({ where: { id } });
}

module.exports = { findBySlug, slugExists, findPage, create, update, remove };
