import pg from 'pg';
// no options: node-postgres takes host, port, user, password and database from the PG* environment variables
export const pool = new pg.Pool();
export async function migrate() {
  await pool.query('CREATE TABLE IF NOT EXISTS tags (id SERIAL PRIMARY KEY, name TEXT UNIQUE NOT NULL)');
  await pool.query('CREATE TABLE IF NOT EXISTS comments (id SERIAL PRIMARY KEY, article_slug TEXT NOT NULL, body TEXT NOT NULL, created_at TIMESTAMPTZ DEFAULT now())');
}
