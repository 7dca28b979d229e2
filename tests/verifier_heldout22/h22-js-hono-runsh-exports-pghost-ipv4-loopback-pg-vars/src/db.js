import pg from 'pg';

export const pool = new pg.Pool();

export async function init() {
  await pool.query(`CREATE TABLE IF NOT EXISTS tags (id serial PRIMARY KEY, name text UNIQUE NOT NULL)`);
  await pool.query(`CREATE TABLE IF NOT EXISTS articles (id serial PRIMARY KEY, slug text UNIQUE NOT NULL, title text NOT NULL, description text, body text, created_at timestamptz DEFAULT now())`);
}
