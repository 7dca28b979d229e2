import { sql } from './sql.js';
export async function migrate() {
  await sql`CREATE TABLE IF NOT EXISTS users (id serial primary key, username text unique not null, email text unique not null, password text not null, bio text, image text)`;
  await sql`CREATE TABLE IF NOT EXISTS tags (id serial primary key, name text unique not null)`;
}
