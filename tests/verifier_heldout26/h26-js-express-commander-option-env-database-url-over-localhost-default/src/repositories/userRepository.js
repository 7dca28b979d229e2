'use strict';
const { getPool } = require('../infra/pg');
const { User } = require('../models/user');

async function findById(id) {
  const { rows } = await getPool().query('SELECT * FROM users WHERE id = $1', [id]);
  return User.fromRow(rows[0]);
}

async function findByEmail(email) {
  const { rows } = await getPool().query('SELECT * FROM users WHERE email = $1', [email]);
  return User.fromRow(rows[0]);
}

async function findByUsername(username) {
  const { rows } = await getPool().query('SELECT * FROM users WHERE username = $1', [username]);
  return User.fromRow(rows[0]);
}

async function insert({ email, username, passwordHash }) {
  const { rows } = await getPool().query(
    'INSERT INTO users (email, username, password_hash) VALUES ($1, $2, $3) RETURNING *',
    [email, username, passwordHash],
  );
  return User.fromRow(rows[0]);
}

async function isFollowing(followerId, followeeId) {
  const { rowCount } = await getPool().query(
    'SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2',
    [followerId, followeeId],
  );
  return rowCount > 0;
}

async function follow(followerId, followeeId) {
  await getPool().query(
    'INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [followerId, followeeId],
  );
}

async function unfollow(followerId, followeeId) {
  await getPool().query('DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2', [followerId, followeeId]);
}

module.exports = { findById, findByEmail, findByUsername, insert, isFollowing, follow, unfollow };
