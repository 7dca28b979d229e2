import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from './schema.js';

// Real PostgreSQL (compiled to WASM), persisted in ./pgdata: no server or credentials needed.
export const pg = new PGlite('./pgdata');
export const db = drizzle(pg, { schema });

export async function migrate(): Promise<void> {
  await pg.exec(`
    CREATE TABLE IF NOT EXISTS users (id SERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
      password TEXT NOT NULL, bio TEXT, image TEXT);
    CREATE TABLE IF NOT EXISTS articles (id SERIAL PRIMARY KEY, slug TEXT UNIQUE NOT NULL, title TEXT NOT NULL,
      description TEXT NOT NULL, body TEXT NOT NULL, author_id INTEGER REFERENCES users(id), created_at TIMESTAMP NOT NULL DEFAULT now());
  `);
}
