'use strict';
const db = require('../infrastructure/sqlite');
const { NotFoundError, ConflictError } = require('../models/errors');

function getById(id) {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id);
  if (!row) throw new NotFoundError('user');
  return row;
}

function findByEmail(email) {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(email) || null;
}

function insert({ email, username, password }) {
  try {
    const { lastInsertRowid } = db.prepare('INSERT INTO users (email, username, password) VALUES (?, ?, ?)').run(email, username, password);
    return getById(lastInsertRowid);
  } catch (err) {
    if (err.code === 'SQLITE_CONSTRAINT_UNIQUE') throw new ConflictError('email or username already taken');
    throw err;
  }
}

module.exports = { getById, findByEmail, insert };
