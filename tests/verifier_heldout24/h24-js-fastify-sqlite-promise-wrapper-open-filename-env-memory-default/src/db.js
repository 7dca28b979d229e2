import { open } from 'sqlite';
import sqlite3 from 'sqlite3';

// DATABASE_FILE lets deployments persist the data; tests run against memory
export const db = await open({
  filename: process.env.DATABASE_FILE || ':memory:',
  driver: sqlite3.Database,
});

await db.exec(`
  CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE, password TEXT, bio TEXT, image TEXT);
  CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE);
`);
