const pool = require('../db/pool');
const User = require('../models/user');

exports.findByEmail = async (email) => {
  const { rows } = await pool.query('SELECT * FROM users WHERE email = $1', [email]);
  return rows[0] ? new User(rows[0]) : null;
};
exports.insert = async ({ username, email, password }) => {
  const { rows } = await pool.query(
    'INSERT INTO users (username, email, password) VALUES ($1, $2, $3) RETURNING *',
    [username, email, password],
  );
  return new User(rows[0]);
};
