import pg from 'pg';

// node-postgres reads its connection settings from the libpq variables (PGHOST, PGPORT, PGUSER,
// PGPASSWORD, PGDATABASE). Map the names used by our docker-compose file onto them, with
// sensible local defaults, so `new pg.Pool()` works both in compose and on a laptop.
process.env.PGHOST = process.env.DB_HOST || 'localhost';
process.env.PGPORT = process.env.DB_PORT || process.env.PGPORT || '5432';
process.env.PGUSER = process.env.DB_USER || process.env.PGUSER || 'user';
process.env.PGPASSWORD = process.env.DB_PASSWORD || process.env.PGPASSWORD || 'password';
process.env.PGDATABASE = process.env.DB_NAME || process.env.PGDATABASE || 'conduit';

export const pool = new pg.Pool();

export async function migrate() {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS users (
      id SERIAL PRIMARY KEY,
      username TEXT UNIQUE NOT NULL,
      email TEXT UNIQUE NOT NULL,
      password_hash TEXT NOT NULL,
      bio TEXT,
      image TEXT
    );
    CREATE TABLE IF NOT EXISTS articles (
      id SERIAL PRIMARY KEY,
      slug TEXT UNIQUE NOT NULL,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      body TEXT NOT NULL,
      tag_list TEXT[] NOT NULL DEFAULT '{}',
      author_id INT NOT NULL REFERENCES users(id),
      created_at TIMESTAMPTZ DEFAULT now(),
      updated_at TIMESTAMPTZ DEFAULT now()
    );
  `);
}
