const path = require('path');
const sqlite3 = require('sqlite3');

const db = new sqlite3.Database(path.join(process.env.HOME || '.', 'conduit.db'));
const run = (sql, params = []) => new Promise((ok, ko) => db.run(sql, params, (e) => (e ? ko(e) : ok())));
const all = (sql, params = []) => new Promise((ok, ko) => db.all(sql, params, (e, rows) => (e ? ko(e) : ok(rows))));
const init = () => run('CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY, slug TEXT UNIQUE, title TEXT, description TEXT, body TEXT, author TEXT, tags TEXT, created_at TEXT)');
module.exports = { run, all, init };
