const { pool } = require('../db');

async function findByUsername(username) {
  const { rows } = await pool.query('SELECT id, username, email FROM users WHERE username = $1', [username]);
  return rows[0] || null;
}

async function create({ username, email }) {
  const { rows } = await pool.query('INSERT INTO users (username, email) VALUES ($1, $2) RETURNING *', [username, email]);
  return rows[0];
}

module.exports = { findByUsername, create };
