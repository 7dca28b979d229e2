import Database from 'better-sqlite3';

export const db = new Database(process.env.DB_FILE ?? 'conduit.sqlite');

db.exec(`
  CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE, password TEXT, bio TEXT, image TEXT);
  CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE);
  CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY, slug TEXT UNIQUE, title TEXT, description TEXT, body TEXT, author_id INTEGER);
`);
