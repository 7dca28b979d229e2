'use strict';

const NodeCache = require('node-cache');
const { Follow } = require('./db');

// Read-through cache for "does A follow B": the follows table is the source of truth.
const cache = new NodeCache({ stdTTL: 60, checkperiod: 120 });
const key = (followerId, followingId) => `${followerId}:${followingId}`;

async function isFollowing(followerId, followingId) {
  const k = key(followerId, followingId);
  const hit = cache.get(k);
  if (hit !== undefined) return hit;
  const row = await Follow.findOne({ where: { followerId, followingId } });
  cache.set(k, Boolean(row));
  return Boolean(row);
}

async function follow(followerId, followingId) {
  await Follow.findOrCreate({ where: { followerId, followingId } });
  cache.del(key(followerId, followingId));
}

async function unfollow(followerId, followingId) {
  await Follow.destroy({ where: { followerId, followingId } });
  cache.del(key(followerId, followingId));
}

module.exports = { isFollowing, follow, unfollow };
