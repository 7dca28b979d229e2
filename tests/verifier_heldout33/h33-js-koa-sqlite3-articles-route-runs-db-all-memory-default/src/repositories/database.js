const sqlite3 = require('sqlite3');

const db = new sqlite3.Database(process.env.SQLITE_FILE || ':memory:');
const exec = (sql) => new Promise((ok, ko) => db.exec(sql, (e) => (e ? ko(e) : ok())));
const all = (sql, p = []) => new Promise((ok, ko) => db.all(sql, p, (e, r) => (e ? ko(e) : ok(r))));
const setup = () => exec(`CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY, slug TEXT UNIQUE, title TEXT, body TEXT, created_at TEXT);
  CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE);`);
module.exports = { db, all, setup };
