const db = require('./db');
const { userFromRow } = require('../models/user');

const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
const byId = db.prepare('SELECT * FROM users WHERE id = ?');
const insert = db.prepare('INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)');

module.exports = {
  findByEmail(email) {
    const row = byEmail.get(email);
    return row ? userFromRow(row) : null;
  },
  findById(id) {
    const row = byId.get(id);
    return row ? userFromRow(row) : null;
  },
  create({ username, email, passwordHash }) {
    const { lastInsertRowid } = insert.run(username, email, passwordHash);
    return this.findById(lastInsertRowid);
  },
};
