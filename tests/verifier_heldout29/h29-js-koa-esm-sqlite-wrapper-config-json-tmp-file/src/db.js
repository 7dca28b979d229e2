import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { open } from 'sqlite';
import sqlite3 from 'sqlite3';
import { config } from './config.js';

mkdirSync(path.dirname(config.databaseFile), { recursive: true });

export const db = await open({ filename: config.databaseFile, driver: sqlite3.Database });

await db.exec(`
  PRAGMA foreign_keys = ON;
  CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    username TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    bio TEXT,
    image TEXT
  );
  CREATE TABLE IF NOT EXISTS follows (
    follower_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    followed_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    PRIMARY KEY (follower_id, followed_id)
  );
`);
