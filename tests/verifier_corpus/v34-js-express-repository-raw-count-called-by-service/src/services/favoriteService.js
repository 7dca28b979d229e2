'use strict';
const favorites = require('../repositories/favoriteRepository');

async function favorite(userId, articleId) {
  await favorites.add(userId, articleId);
  return favorites.countForRaw(articleId);
}

module.exports = { favorite };
