const { pool } = require('../db/pool');
const { User } = require('../models/user');

const one = (r) => (r.rows[0] ? new User(r.rows[0]) : null);

module.exports = {
  byEmail: async (email) => one(await pool.query('SELECT * FROM users WHERE email = $1', [email])),
  byUsername: async (username) => one(await pool.query('SELECT * FROM users WHERE username = $1', [username])),
  byId: async (id) => one(await pool.query('SELECT * FROM users WHERE id = $1', [id])),
  insert: async (u) => one(await pool.query(
    'INSERT INTO users (username, email, password) VALUES ($1, $2, $3) RETURNING *', [u.username, u.email, u.password])),
  isFollowing: async (followerId, followeeId) => (await pool.query(
    'SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2', [followerId, followeeId])).rowCount > 0,
  follow: (followerId, followeeId) => pool.query(
    'INSERT INTO follows VALUES ($1, $2) ON CONFLICT DO NOTHING', [followerId, followeeId]),
  unfollow: (followerId, followeeId) => pool.query(
    'DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2', [followerId, followeeId]),
};
