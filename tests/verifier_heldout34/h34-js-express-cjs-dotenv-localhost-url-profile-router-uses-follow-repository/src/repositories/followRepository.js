const { pool } = require('./db');

async function isFollowing(followerId, followedId) {
  const { rowCount } = await pool.query(
    'SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2', [followerId, followedId]);
  return rowCount > 0;
}

async function follow(followerId, followedId) {
  await pool.query('INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [followerId, followedId]);
}

async function unfollow(followerId, followedId) {
  await pool.query('DELETE FROM follows WHERE follower_id = $1 AND followed_id = $2', [followerId, followedId]);
}

module.exports = { isFollowing, follow, unfollow };
