'use strict';

const Database = require('better-sqlite3');

const dbPath = process.env.CONDUIT_DB_PATH ?? '';

const db = new Database(dbPath);
db.exec(`CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  username TEXT UNIQUE NOT NULL,
  email TEXT UNIQUE NOT NULL,
  bio TEXT,
  image TEXT
)`);

module.exports = db;
