'use strict';
const pool = require('./db');
const User = require('../models/user');

const one = (rows) => (rows[0] ? new User(rows[0]) : null);

module.exports = {
  async byId(id) {
    return one((await pool.query('SELECT * FROM users WHERE id = $1', [id])).rows);
  },
  async byEmail(email) {
    return one((await pool.query('SELECT * FROM users WHERE email = $1', [email])).rows);
  },
  async byUsername(username) {
    return one((await pool.query('SELECT * FROM users WHERE username = $1', [username])).rows);
  },
  async create({ email, username, passwordHash }) {
    const { rows } = await pool.query(
      'INSERT INTO users (email, username, password_hash) VALUES ($1, $2, $3) RETURNING *',
      [email, username, passwordHash],
    );
    return one(rows);
  },
  async update(id, { email, username, passwordHash, bio, image }) {
    const { rows } = await pool.query(
      `UPDATE users SET email = COALESCE($2, email), username = COALESCE($3, username),
         password_hash = COALESCE($4, password_hash), bio = COALESCE($5, bio), image = COALESCE($6, image)
       WHERE id = $1 RETURNING *`,
      [id, email, username, passwordHash, bio, image],
    );
    return one(rows);
  },
  async isFollowing(followerId, followingId) {
    const { rowCount } = await pool.query(
      'SELECT 1 FROM follows WHERE follower_id = $1 AND following_id = $2', [followerId, followingId],
    );
    return rowCount > 0;
  },
  async follow(followerId, followingId) {
    await pool.query('INSERT INTO follows VALUES ($1, $2) ON CONFLICT DO NOTHING', [followerId, followingId]);
  },
  async unfollow(followerId, followingId) {
    await pool.query('DELETE FROM follows WHERE follower_id = $1 AND following_id = $2', [followerId, followingId]);
  },
};
