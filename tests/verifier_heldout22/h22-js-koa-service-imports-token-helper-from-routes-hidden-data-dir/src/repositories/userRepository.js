const { run, get } = require('../db/connection');
const User = require('../models/user');

exports.findByEmail = async (email) => {
  const row = await get('SELECT * FROM users WHERE email = ?', [email]);
  return row ? new User(row) : null;
};

exports.insert = async ({ username, email, password }) => {
  const { lastID } = await run('INSERT INTO users (username, email, password) VALUES (?, ?, ?)', [username, email, password]);
  return new User({ id: lastID, username, email, password });
};
