require('dotenv').config();
const path = require('node:path');
const Database = require('better-sqlite3');
const file = process.env.DATABASE_FILE ?? path.join(process.cwd(), 'data', 'conduit.db');
const db = new Database(file);
db.exec('CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE);'
  + 'CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE);');
module.exports = { db };
