import { query } from '../db/pool.js';
import { userFromRow } from '../models/user.js';

export async function findById(id) {
  return userFromRow((await query('SELECT * FROM users WHERE id = $1', [id])).rows[0]);
}
export async function findByEmail(email) {
  return userFromRow((await query('SELECT * FROM users WHERE email = $1', [email])).rows[0]);
}
export async function findByUsername(username) {
  return userFromRow((await query('SELECT * FROM users WHERE username = $1', [username])).rows[0]);
}
export async function insert({ username, email, passwordHash }) {
  const { rows } = await query(
    'INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) RETURNING *',
    [username, email, passwordHash],
  );
  return userFromRow(rows[0]);
}
export async function update(id, { username, email, passwordHash, bio, image }) {
  const { rows } = await query(
    `UPDATE users SET username = COALESCE($2, username), email = COALESCE($3, email),
       password_hash = COALESCE($4, password_hash), bio = COALESCE($5, bio), image = COALESCE($6, image)
     WHERE id = $1 RETURNING *`,
    [id, username ?? null, email ?? null, passwordHash ?? null, bio ?? null, image ?? null],
  );
  return userFromRow(rows[0]);
}
export async function isFollowing(followerId, followeeId) {
  if (!followerId) return false;
  return (await query('SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2', [followerId, followeeId])).rowCount > 0;
}
export async function follow(followerId, followeeId) {
  await query('INSERT INTO follows VALUES ($1, $2) ON CONFLICT DO NOTHING', [followerId, followeeId]);
}
export async function unfollow(followerId, followeeId) {
  await query('DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2', [followerId, followeeId]);
}
