class UserRepository {
  constructor(db) { this.db = db; }
  init() {
    this.db.exec(`CREATE TABLE IF NOT EXISTS users (
      id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT UNIQUE, email TEXT UNIQUE,
      password TEXT, bio TEXT, image TEXT)`);
  }
  byEmail(email) { return this.db.prepare('SELECT * FROM users WHERE email = ?').get(email); }
  byId(id) { return this.db.prepare('SELECT * FROM users WHERE id = ?').get(id); }
  insert(u) {
    const info = this.db.prepare('INSERT INTO users (username, email, password) VALUES (?, ?, ?)').run(u.username, u.email, u.password);
    return this.byId(info.lastInsertRowid);
  }
}
module.exports = UserRepository;
