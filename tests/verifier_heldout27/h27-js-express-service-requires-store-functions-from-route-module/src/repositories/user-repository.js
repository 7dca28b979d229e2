const db = require('../db/connection');
const User = require('../models/user');

const byId = db.prepare('SELECT * FROM users WHERE id = ?');
const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
const byUsername = db.prepare('SELECT * FROM users WHERE username = ?');
const insert = db.prepare('INSERT INTO users (username, email, password) VALUES (?, ?, ?)');

module.exports = {
  findById: (id) => User.fromRow(byId.get(id)),
  findByEmail: (email) => User.fromRow(byEmail.get(email)),
  findByUsername: (username) => User.fromRow(byUsername.get(username)),
  create: ({ username, email, password }) => User.fromRow(byId.get(insert.run(username, email, password).lastInsertRowid)),
};
