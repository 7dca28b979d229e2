import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// Embedded SQL engine persisted in ./data (single directory, nothing to install or start).
const dataDir = path.join(process.cwd(), 'data', 'conduit-db');

export const db = new PGlite(dataDir);

export async function migrate() {
  await db.waitReady;
  await db.exec(`
    CREATE TABLE IF NOT EXISTS users (
      id SERIAL PRIMARY KEY,
      email TEXT NOT NULL UNIQUE,
      username TEXT NOT NULL UNIQUE,
      password TEXT NOT NULL,
      bio TEXT,
      image TEXT
    );
    CREATE TABLE IF NOT EXISTS articles (
      id SERIAL PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      body TEXT NOT NULL,
      tag_list TEXT[] NOT NULL DEFAULT '{}',
      author_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
  `);
}
