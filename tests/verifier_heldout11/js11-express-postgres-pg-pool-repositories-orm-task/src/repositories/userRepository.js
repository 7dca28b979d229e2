const pool = require('../db/pool');
const User = require('../models/user');

exports.findByUsername = async (username) => {
  const { rows } = await pool.query('SELECT * FROM users WHERE username = $1', [username]);
  return User.fromRow(rows[0]);
};
exports.insert = async ({ username, email, password }) => {
  const { rows } = await pool.query(
    'INSERT INTO users (username, email, password) VALUES ($1, $2, $3) RETURNING *', [username, email, password]);
  return User.fromRow(rows[0]);
};
