const { Pool } = require('pg');

// POSTGRES_URL is how our hosting names it; node-postgres falls back to the libpq
// environment variables (PGHOST, PGUSER, ...) when no connection string is given.
const pool = new Pool({ connectionString: process.env.POSTGRES_URL, max: 10 });

async function init() {
  await pool.query(`CREATE TABLE IF NOT EXISTS articles (
    id SERIAL PRIMARY KEY, slug TEXT UNIQUE NOT NULL, title TEXT NOT NULL,
    description TEXT NOT NULL, body TEXT NOT NULL, tag_list TEXT[] NOT NULL DEFAULT '{}',
    author_id INT NOT NULL, created_at TIMESTAMPTZ DEFAULT now(), updated_at TIMESTAMPTZ DEFAULT now())`);
}

module.exports = { pool, init };
