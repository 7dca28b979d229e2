const fs = require('fs');
const path = require('path');
const Database = require('better-sqlite3');
const config = require('./config');

fs.mkdirSync(path.dirname(config.database.filename), { recursive: true });
const db = new Database(config.database.filename);
db.pragma('journal_mode = WAL');
db.exec(`
  CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE, password TEXT, bio TEXT, image TEXT);
  CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY, slug TEXT UNIQUE, title TEXT, description TEXT, body TEXT, author_id INTEGER, created_at TEXT, updated_at TEXT);
`);

module.exports = db;
