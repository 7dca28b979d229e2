import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

export const db = new Database(path.join(os.tmpdir(), 'conduit-api.sqlite'));
export function ensureSchema() {
  db.exec('CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE, password TEXT, bio TEXT, image TEXT)');
}
