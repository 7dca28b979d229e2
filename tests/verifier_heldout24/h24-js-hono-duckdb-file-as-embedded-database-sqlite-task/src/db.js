import duckdb from 'duckdb';

// Embedded, file-based SQL database stored next to the code (conduit.db).
const db = new duckdb.Database('conduit.db');

export const all = (sql, ...params) => new Promise((resolve, reject) =>
  db.all(sql, ...params, (err, rows) => (err ? reject(err) : resolve(rows))));

export const run = (sql, ...params) => new Promise((resolve, reject) =>
  db.run(sql, ...params, (err) => (err ? reject(err) : resolve())));

export async function migrate() {
  await run('CREATE SEQUENCE IF NOT EXISTS user_ids START 1');
  await run(`CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY DEFAULT nextval('user_ids'), username VARCHAR UNIQUE, email VARCHAR UNIQUE,
    password VARCHAR, bio VARCHAR, image VARCHAR)`);
  await run('CREATE TABLE IF NOT EXISTS tags (name VARCHAR PRIMARY KEY)');
}
