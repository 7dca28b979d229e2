import pg from 'pg';

export const pool = new pg.Pool({
  connectionString: process.env.PG_CONNECTION ?? 'postgres://conduit:conduit@localhost:5432/conduit',
});
export async function migrate() {
  await pool.query(`CREATE TABLE IF NOT EXISTS users (id SERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL,
    email TEXT UNIQUE NOT NULL, password TEXT NOT NULL, bio TEXT, image TEXT)`);
}
