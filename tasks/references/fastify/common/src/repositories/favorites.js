'use strict';
// feature-file: favorites

const { Favorite } = require('../models');

async function add(userId, articleId) {
  // Favoriting twice is not an error: the existing row is kept.
  await Favorite.bulkCreate([{ userId, articleId }], { ignoreDuplicates: true });
}

async function remove(userId, articleId) {
  await Favorite.destroy({ where: { userId, articleId } });
}

/** Number of favorites of each article, as a Map articleId -> count (absent means 0). */
async function countsFor(articleIds) {
  const rows = await Favorite.count({ where: { articleId: articleIds }, group: ['articleId'] });
  return new Map(rows.map((row) => [row.articleId, Number(row.count)]));
}

/** The subset of `articleIds` that `userId` has favorited, as a Set. */
async function favoritedAmong(userId, articleIds) {
  const rows = await Favorite.findAll({ attributes: ['articleId'], where: { userId, articleId: articleIds } });
  return new Set(rows.map((row) => row.articleId));
}

module.exports = { add, remove, countsFor, favoritedAmong };
