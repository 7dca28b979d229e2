'use strict';
const { Favorite } = require('./db');

// Favorites live in the SQLite database; a deployment with Redis can keep them there instead.
function redisFavorites(redis) {
  const key = (articleId) => `article:${articleId}:favorited_by`;
  return {
    async add(articleId, userId) { await redis.sadd(key(articleId), String(userId)); },
    async remove(articleId, userId) { await redis.srem(key(articleId), String(userId)); },
    async count(articleId) { return redis.scard(key(articleId)); },
    async has(articleId, userId) { return (await redis.sismember(key(articleId), String(userId))) === 1; },
  };
}

const sqlFavorites = {
  async add(articleId, userId) { await Favorite.findOrCreate({ where: { articleId, userId } }); },
  async remove(articleId, userId) { await Favorite.destroy({ where: { articleId, userId } }); },
  async count(articleId) { return Favorite.count({ where: { articleId } }); },
  async has(articleId, userId) { return (await Favorite.count({ where: { articleId, userId } })) > 0; },
};

function createFavorites() {
  if (process.env.REDIS_URL) {
    const Redis = require('ioredis');
    return redisFavorites(new Redis(process.env.REDIS_URL));
  }
  return sqlFavorites;
}

module.exports = createFavorites();
module.exports.redisFavorites = redisFavorites;
