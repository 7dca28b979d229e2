import pg from 'pg';
import sql from 'sql-template-tag';

export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

// Parameterised queries only: sql-template-tag turns ${value} into $1, $2, ...
export const query = async (statement) => (await pool.query(statement)).rows;

export async function migrate() {
  await pool.query(sql`
    CREATE TABLE IF NOT EXISTS users (
      id SERIAL PRIMARY KEY,
      username TEXT UNIQUE NOT NULL,
      email TEXT UNIQUE NOT NULL,
      password_hash TEXT NOT NULL,
      bio TEXT,
      image TEXT
    )`);
  await pool.query(sql`
    CREATE TABLE IF NOT EXISTS articles (
      id SERIAL PRIMARY KEY,
      slug TEXT UNIQUE NOT NULL,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      body TEXT NOT NULL,
      tag_list TEXT[] NOT NULL DEFAULT '{}',
      author_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
  await pool.query(sql`
    CREATE TABLE IF NOT EXISTS favorites (
      user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
      article_id INTEGER REFERENCES articles(id) ON DELETE CASCADE,
      PRIMARY KEY (user_id, article_id)
    )`);
}
