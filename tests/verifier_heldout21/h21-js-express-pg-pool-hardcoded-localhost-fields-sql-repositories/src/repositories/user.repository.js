const pool = require('../db/pool');
const User = require('../models/user');

async function findByUsername(username) {
  const { rows } = await pool.query('SELECT * FROM users WHERE username = $1', [username]);
  return rows[0] ? new User(rows[0]) : null;
}

async function isFollowing(followerId, followedId) {
  const { rowCount } = await pool.query(
    'SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2', [followerId, followedId]);
  return rowCount > 0;
}

async function follow(followerId, followedId) {
  await pool.query('INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [followerId, followedId]);
}

module.exports = { findByUsername, isFollowing, follow };
