const fs = require('fs');
const path = require('path');
const Database = require('better-sqlite3');

const isProd = process.env.NODE_ENV === 'production';
const dataDir = path.join(__dirname, '..', '..', 'data');

if (isProd) fs.mkdirSync(dataDir, { recursive: true });

// Development and tests get a throw-away database; production keeps its file under data/.
const db = new Database(isProd ? path.join(dataDir, 'conduit.db') : ':memory:');
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
  CREATE TABLE IF NOT EXISTS follows (
    follower_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    following_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    PRIMARY KEY (follower_id, following_id)
  );
`);

module.exports = db;
