const { sql } = require('./db');
const { toUser } = require('../models/user');

exports.findByEmail = async (email) => {
  const [row] = await sql`SELECT * FROM users WHERE email = ${email}`;
  return row ? toUser(row) : null;
};
exports.insert = async ({ username, email, password }) => {
  const [row] = await sql`INSERT INTO users (username, email, password) VALUES (${username}, ${email}, ${password}) RETURNING *`;
  return toUser(row);
};
