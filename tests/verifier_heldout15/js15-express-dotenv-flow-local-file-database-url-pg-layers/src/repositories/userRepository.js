const { pool } = require('../db/pool');
const { User } = require('../models/user');

async function findByUsername(username) {
  const { rows } = await pool.query('SELECT * FROM users WHERE username = $1', [username]);
  return rows[0] ? new User(rows[0]) : null;
}

async function isFollowing(followerId, followeeId) {
  const { rowCount } = await pool.query(
    'SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2',
    [followerId, followeeId],
  );
  return rowCount > 0;
}

async function follow(followerId, followeeId) {
  await pool.query('INSERT INTO follows VALUES ($1, $2) ON CONFLICT DO NOTHING', [followerId, followeeId]);
}

module.exports = { findByUsername, isFollowing, follow };
