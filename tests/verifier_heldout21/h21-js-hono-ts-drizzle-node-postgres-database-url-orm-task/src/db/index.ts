import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
export const db = drizzle(pool, { schema });

export async function ensureSchema() {
  await pool.query(`CREATE TABLE IF NOT EXISTS users (
    id serial PRIMARY KEY, username text NOT NULL UNIQUE, email text NOT NULL UNIQUE,
    password text NOT NULL, bio text, image text, created_at timestamp DEFAULT now())`);
}
