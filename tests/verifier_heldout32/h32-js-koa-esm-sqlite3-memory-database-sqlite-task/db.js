import sqlite3 from 'sqlite3';

// in-memory database: fast, and the schema is recreated at every start
export const db = new sqlite3.Database(':memory:');

export const run = (sql, params = []) =>
  new Promise((resolve, reject) => db.run(sql, params, function (err) { err ? reject(err) : resolve(this); }));
export const all = (sql, params = []) =>
  new Promise((resolve, reject) => db.all(sql, params, (err, rows) => (err ? reject(err) : resolve(rows))));
export const get = (sql, params = []) =>
  new Promise((resolve, reject) => db.get(sql, params, (err, row) => (err ? reject(err) : resolve(row))));

export async function init() {
  await run(`CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT UNIQUE, email TEXT UNIQUE,
    password TEXT, bio TEXT, image TEXT)`);
  await run('CREATE TABLE IF NOT EXISTS tags (name TEXT PRIMARY KEY)');
}
