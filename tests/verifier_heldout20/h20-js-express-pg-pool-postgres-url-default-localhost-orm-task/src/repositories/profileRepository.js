const { query } = require('../db/pool');

async function follow(followerId, followedId) {
  await query('INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [followerId, followedId]);
}

async function isFollowing(followerId, followedId) {
  const { rowCount } = await query('SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2', [followerId, followedId]);
  return rowCount > 0;
}

module.exports = { follow, isFollowing };
