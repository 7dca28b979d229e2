import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export const SNAPSHOT = path.resolve('conduit.db');

// Work on an in-memory copy for speed (no fsync per write); load the last snapshot at start
// and write a new one when the process shuts down.
export const db = fs.existsSync(SNAPSHOT)
  ? new Database(fs.readFileSync(SNAPSHOT))
  : new Database(':memory:');

db.pragma('foreign_keys = ON');

db.exec(`
  CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    username TEXT UNIQUE NOT NULL,
    email TEXT UNIQUE NOT NULL,
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

function snapshot() {
  fs.writeFileSync(SNAPSHOT, db.serialize());
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    snapshot();
    process.exit(0);
  });
}
