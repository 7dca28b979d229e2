import Database from 'better-sqlite3';

// Relative to the working directory.
export const db = new Database('../data/conduit.db');
db.exec('CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE, password TEXT, bio TEXT, image TEXT)');
