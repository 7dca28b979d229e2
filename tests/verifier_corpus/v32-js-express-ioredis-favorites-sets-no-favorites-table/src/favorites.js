'use strict';

const Redis = require('ioredis');

// Favorites are hot, tiny and write-heavy: keep them in Redis sets.
const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');

const key = (articleId) => `article:${articleId}:favorited_by`;

module.exports = {
  add: (articleId, userId) => redis.sadd(key(articleId), String(userId)),
  remove: (articleId, userId) => redis.srem(key(articleId), String(userId)),
  count: (articleId) => redis.scard(key(articleId)),
  has: async (articleId, userId) => (await redis.sismember(key(articleId), String(userId))) === 1,
};
