const { User } = require('../models/user');

class UserRepository {
  constructor(db) { this.db = db; }
  byEmail(email) {
    const row = this.db.prepare('SELECT * FROM users WHERE email = ?').get(email);
    return row ? new User(row) : null;
  }
  insert({ username, email, password }) {
    const info = this.db.prepare('INSERT INTO users (username, email, password) VALUES (?, ?, ?)').run(username, email, password);
    return new User({ id: info.lastInsertRowid, username, email, password, bio: null, image: null });
  }
}

module.exports = { UserRepository };
