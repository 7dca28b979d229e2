import pg from 'pg';

// node-postgres reads PGHOST, PGPORT, PGUSER, PGPASSWORD and PGDATABASE itself.
export const pool = new pg.Pool({ max: 10 });

export async function createSchema(): Promise<void> {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS comments (
      id SERIAL PRIMARY KEY,
      article_slug TEXT NOT NULL,
      author TEXT NOT NULL,
      body TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
}
