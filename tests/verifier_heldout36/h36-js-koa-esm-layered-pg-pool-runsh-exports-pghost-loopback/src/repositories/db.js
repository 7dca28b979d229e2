import pg from 'pg';
// connection settings come from the standard PG* variables
export const pool = new pg.Pool();
export async function createSchema() {
  await pool.query(`CREATE TABLE IF NOT EXISTS comments (id SERIAL PRIMARY KEY, article_slug TEXT NOT NULL, author TEXT NOT NULL, body TEXT NOT NULL, created_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
}
