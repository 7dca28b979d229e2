import { pool } from './pool.js';

export async function findByUsername(username) {
  const { rows } = await pool.query('SELECT * FROM users WHERE username = $1', [username]);
  return rows[0] ?? null;
}

export async function isFollowing(followerId, followedId) {
  const { rowCount } = await pool.query(
    'SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2', [followerId, followedId]);
  return rowCount > 0;
}

export async function follow(followerId, followedId) {
  await pool.query('INSERT INTO follows VALUES ($1, $2) ON CONFLICT DO NOTHING', [followerId, followedId]);
}
