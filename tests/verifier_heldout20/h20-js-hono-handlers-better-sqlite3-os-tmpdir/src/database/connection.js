import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

const file = path.join(os.tmpdir(), 'hono-conduit.sqlite');
export const db = new Database(file);

db.exec(`
  CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE, password TEXT, bio TEXT, image TEXT);
  CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY, slug TEXT UNIQUE, title TEXT, description TEXT, body TEXT, author_id INTEGER);
  CREATE TABLE IF NOT EXISTS tags (article_id INTEGER, name TEXT);
  CREATE TABLE IF NOT EXISTS comments (id INTEGER PRIMARY KEY, article_id INTEGER, author_id INTEGER, body TEXT, created_at TEXT DEFAULT CURRENT_TIMESTAMP);
`);
