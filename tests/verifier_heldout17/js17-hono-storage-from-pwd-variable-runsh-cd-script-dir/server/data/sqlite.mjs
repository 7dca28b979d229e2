import path from 'node:path';
import fs from 'node:fs';
import Database from 'better-sqlite3';

const base = process.env.PWD ?? process.cwd();
const dir = path.join(base, 'var');
fs.mkdirSync(dir, { recursive: true });

export const db = new Database(path.join(dir, 'conduit.db'));
export function initSchema() {
  db.exec(`CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL);
           CREATE TABLE IF NOT EXISTS article_tags (article_id INTEGER, tag_id INTEGER, PRIMARY KEY (article_id, tag_id));`);
}
