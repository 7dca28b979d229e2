const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

async function migrate() {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS users (
      id SERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
      password TEXT NOT NULL, bio TEXT, image TEXT);
    CREATE TABLE IF NOT EXISTS follows (
      follower_id INT REFERENCES users(id) ON DELETE CASCADE,
      followee_id INT REFERENCES users(id) ON DELETE CASCADE,
      PRIMARY KEY (follower_id, followee_id));
  `);
}

module.exports = { pool, migrate };
