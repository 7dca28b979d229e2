import path from 'node:path';
import { Database } from 'node-sqlite3-wasm';

// SQLite compiled to WebAssembly with a VFS on top of Node's fs module:
// the database is a regular file on disk, <project>/data/conduit.db.
export const DB_FILE = path.join(__dirname, '..', '..', 'data', 'conduit.db');

export const db = new Database(DB_FILE);

db.exec(`
  CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE,
    username TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    bio TEXT,
    image TEXT
  );
  CREATE TABLE IF NOT EXISTS follows (
    follower_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    followee_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    PRIMARY KEY (follower_id, followee_id)
  );
`);

process.on('exit', () => db.close());
