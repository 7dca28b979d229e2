'use strict';
const redis = require('./redis');

const key = (articleId) => `article:${articleId}:favorited_by`;

module.exports = {
  async add(articleId, userId) {
    await redis.sadd(key(articleId), String(userId));
  },
  async remove(articleId, userId) {
    await redis.srem(key(articleId), String(userId));
  },
  async count(articleId) {
    return redis.scard(key(articleId));
  },
  async has(articleId, userId) {
    return (await redis.sismember(key(articleId), String(userId))) === 1;
  },
};
