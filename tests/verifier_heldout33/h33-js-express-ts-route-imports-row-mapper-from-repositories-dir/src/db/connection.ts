import path from 'path';
import Database from 'better-sqlite3';

export const db = new Database(path.resolve(__dirname, '../../conduit.db'));

export function initSchema(): void {
  db.exec(`CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY, slug TEXT UNIQUE, title TEXT,
    description TEXT, body TEXT, author_id INTEGER, created_at TEXT, updated_at TEXT);
    CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE);`);
}
