const { QueryTypes } = require('sequelize');
const { sequelize } = require('../db');
require('../models/user');

async function findByUsername(username) {
  const rows = await sequelize.query('SELECT * FROM users WHERE username = ?', {
    replacements: [username],
    type: QueryTypes.SELECT,
  });
  return rows[0] || null;
}

async function create({ username, email }) {
  await sequelize.query(
    "INSERT INTO users (username, email, createdAt, updatedAt) VALUES (?, ?, datetime('now'), datetime('now'))",
    { replacements: [username, email] },
  );
  return findByUsername(username);
}

module.exports = { findByUsername, create };
