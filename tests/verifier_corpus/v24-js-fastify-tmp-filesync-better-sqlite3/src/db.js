const Database = require('better-sqlite3');
const tmp = require('tmp');

// The database lives in a scratch file of its own; tmp removes it when the process exits.
const file = tmp.fileSync({ prefix: 'conduit-', postfix: '.sqlite' });
const db = new Database(file.name);
db.pragma('journal_mode = WAL');
db.pragma('foreign_keys = ON');

db.exec(`
  CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    username TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL UNIQUE,
    password TEXT NOT NULL,
    bio TEXT,
    image TEXT
  );
  CREATE TABLE IF NOT EXISTS tags (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE
  );
`);

module.exports = db;
