const Redis = require('ioredis');

// Follow and favorite relations are plain sets: Redis handles them well and keeps
// the relational schema small.
const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');

module.exports = {
  follow: (followerId, followeeId) => redis.sadd(`following:${followerId}`, String(followeeId)),
  unfollow: (followerId, followeeId) => redis.srem(`following:${followerId}`, String(followeeId)),
  isFollowing: async (followerId, followeeId) =>
    (await redis.sismember(`following:${followerId}`, String(followeeId))) === 1,
  followingIds: async (followerId) => (await redis.smembers(`following:${followerId}`)).map(Number),

  favorite: (userId, articleId) =>
    redis.multi().sadd(`favorites:${articleId}`, String(userId)).sadd(`favorited:${userId}`, String(articleId)).exec(),
  unfavorite: (userId, articleId) =>
    redis.multi().srem(`favorites:${articleId}`, String(userId)).srem(`favorited:${userId}`, String(articleId)).exec(),
  favoritesCount: (articleId) => redis.scard(`favorites:${articleId}`),
  hasFavorited: async (userId, articleId) => (await redis.sismember(`favorites:${articleId}`, String(userId))) === 1,
};
