const { pool } = require('../lib/pool');
const User = require('../models/user');

const wrap = (r) => (r.rows[0] ? new User(r.rows[0]) : null);

module.exports = {
  findByEmail: async (email) => wrap(await pool.query('SELECT * FROM users WHERE email = $1', [email])),
  findByUsername: async (username) => wrap(await pool.query('SELECT * FROM users WHERE username = $1', [username])),
  findById: async (id) => wrap(await pool.query('SELECT * FROM users WHERE id = $1', [id])),
  create: async ({ email, username, password }) =>
    wrap(await pool.query('INSERT INTO users (email, username, password) VALUES ($1, $2, $3) RETURNING *', [email, username, password])),
  isFollowing: async (follower, followee) =>
    (await pool.query('SELECT 1 FROM follows WHERE follower = $1 AND followee = $2', [follower, followee])).rowCount > 0,
  follow: (follower, followee) =>
    pool.query('INSERT INTO follows (follower, followee) VALUES ($1, $2) ON CONFLICT DO NOTHING', [follower, followee]),
  unfollow: (follower, followee) => pool.query('DELETE FROM follows WHERE follower = $1 AND followee = $2', [follower, followee]),
};
