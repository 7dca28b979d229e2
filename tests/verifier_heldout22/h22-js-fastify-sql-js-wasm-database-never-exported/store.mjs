import fs from 'node:fs';
import path from 'node:path';
import initSqlJs from 'sql.js';

const file = path.resolve('data', 'conduit.sqlite');
const SQL = await initSqlJs();

export const db = fs.existsSync(file) ? new SQL.Database(fs.readFileSync(file)) : new SQL.Database();

db.run(`
  CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT UNIQUE, email TEXT UNIQUE, password TEXT, bio TEXT, image TEXT);
  CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY AUTOINCREMENT, slug TEXT UNIQUE, title TEXT, description TEXT, body TEXT, author_id INTEGER, created_at TEXT, updated_at TEXT);
`);

export function persist() {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(db.export()));
}

export function one(sql, params = []) {
  const stmt = db.prepare(sql);
  stmt.bind(params);
  const row = stmt.step() ? stmt.getAsObject() : null;
  stmt.free();
  return row;
}

export function run(sql, params = []) {
  db.run(sql, params);
}
