import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import * as schema from './schema';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
export const db = drizzle(pool, { schema });

export async function migrate() {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS users (id serial PRIMARY KEY, username text NOT NULL UNIQUE, email text NOT NULL UNIQUE, password text NOT NULL, bio text, image text)`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS articles (id serial PRIMARY KEY, slug text NOT NULL UNIQUE, title text NOT NULL, body text NOT NULL, author_id integer REFERENCES users(id), created_at timestamp DEFAULT now())`);
}
