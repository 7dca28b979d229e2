const db = require('../lib/db');

const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
const insert = db.prepare('INSERT INTO users (username, email, password) VALUES (@username, @email, @password)');

module.exports = {
  findByEmail: (email) => byEmail.get(email),
  create(user) {
    const info = insert.run(user);
    return { id: info.lastInsertRowid, ...user };
  },
};
