import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from './schema.js';

const sqlite = new Database(process.env.DB_FILE ?? 'sqlite.db');
sqlite.exec(`CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE, password TEXT NOT NULL, bio TEXT, image TEXT)`);
sqlite.exec(`CREATE TABLE IF NOT EXISTS comments (id INTEGER PRIMARY KEY AUTOINCREMENT, article_id INTEGER NOT NULL,
  author_id INTEGER NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL)`);

export const db = drizzle(sqlite, { schema });
