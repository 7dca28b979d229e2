const path = require('node:path');
const Database = require('better-sqlite3');

const db = new Database(path.resolve(__dirname, '..', 'conduit.db'));
db.pragma('journal_mode = WAL');
db.exec(`
  CREATE TABLE IF NOT EXISTS articles (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT UNIQUE NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL
  );
`);

module.exports = db;
