'use strict';

const Database = require('better-sqlite3');

// SQLITE_FILE picks the database file (set it in production)
const SQLITE_FILE = process.env.SQLITE_FILE || '';

const db = new Database(SQLITE_FILE);
db.pragma('journal_mode = WAL');
db.exec(`CREATE TABLE IF NOT EXISTS tags (
  id INTEGER PRIMARY KEY,
  name TEXT UNIQUE NOT NULL
)`);

module.exports = db;
