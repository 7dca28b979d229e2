const db = require('../database/connection');
const User = require('../models/User');

// prepared once, reused: much faster than building queries per request
const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
const byId = db.prepare('SELECT * FROM users WHERE id = ?');
const insert = db.prepare('INSERT INTO users (username, email, password) VALUES (@username, @email, @password)');

module.exports = {
  findByEmail(email) {
    const row = byEmail.get(email);
    return row ? new User(row) : null;
  },
  findById(id) {
    const row = byId.get(id);
    return row ? new User(row) : null;
  },
  create(data) {
    const { lastInsertRowid } = insert.run(data);
    return this.findById(lastInsertRowid);
  },
};
