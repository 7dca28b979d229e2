const { query } = require('../db/pool');

async function findByEmail(email) {
  const { rows } = await query('SELECT * FROM users WHERE email = $1', [email]);
  return rows[0] || null;
}

async function create({ username, email, password }) {
  const { rows } = await query(
    'INSERT INTO users (username, email, password) VALUES ($1, $2, $3) RETURNING *',
    [username, email, password],
  );
  return rows[0];
}

module.exports = { findByEmail, create };
