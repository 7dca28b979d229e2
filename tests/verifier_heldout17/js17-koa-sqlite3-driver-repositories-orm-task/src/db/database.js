const path = require('path');
const sqlite3 = require('sqlite3');

const db = new sqlite3.Database(path.join(__dirname, '..', '..', 'conduit.db'));

const run = (sql, params = []) => new Promise((resolve, reject) =>
  db.run(sql, params, function done(err) { err ? reject(err) : resolve({ id: this.lastID, changes: this.changes }); }));
const all = (sql, params = []) => new Promise((resolve, reject) => db.all(sql, params, (err, rows) => (err ? reject(err) : resolve(rows))));
const get = (sql, params = []) => new Promise((resolve, reject) => db.get(sql, params, (err, row) => (err ? reject(err) : resolve(row))));

async function migrate() {
  await run(`CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT UNIQUE, email TEXT UNIQUE, password TEXT, bio TEXT, image TEXT)`);
  await run(`CREATE TABLE IF NOT EXISTS comments (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT, article_id INTEGER, author_id INTEGER, created_at TEXT DEFAULT CURRENT_TIMESTAMP)`);
}

module.exports = { run, all, get, migrate };
