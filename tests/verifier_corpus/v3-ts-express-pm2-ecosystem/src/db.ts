import Database from 'better-sqlite3';

export const db = new Database('conduit.db');
db.exec('CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL)');
