const { db } = require('../db');

module.exports = {
  byEmail: (email) => db.prepare('SELECT * FROM users WHERE email = ?').get(email),
  insert: (u) => db.prepare('INSERT INTO users (username, email, password) VALUES (?, ?, ?)').run(u.username, u.email, u.password).lastInsertRowid,
};
