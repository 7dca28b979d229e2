const { Pool } = require('pg');

function connectionString() {
  const url = new URL(process.env.DATABASE_URL);
  if (process.env.NODE_ENV !== 'production') {
    // local runs: the compose service name is not resolvable from the host
    url.host = 'localhost:5432';
  }
  return url.toString();
}

const pool = new Pool({ connectionString: connectionString(), max: 10 });

async function migrate() {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS users (
      id SERIAL PRIMARY KEY,
      username TEXT NOT NULL UNIQUE,
      email TEXT NOT NULL UNIQUE,
      password TEXT NOT NULL,
      bio TEXT,
      image TEXT
    );
    CREATE TABLE IF NOT EXISTS follows (
      follower_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      following_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      PRIMARY KEY (follower_id, following_id)
    );
  `);
}

module.exports = { pool, migrate };
