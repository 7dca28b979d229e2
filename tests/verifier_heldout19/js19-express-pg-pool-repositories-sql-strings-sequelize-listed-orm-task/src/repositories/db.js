const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

async function migrate() {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS users (
      id SERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
      password TEXT NOT NULL, bio TEXT, image TEXT);
    CREATE TABLE IF NOT EXISTS follows (
      follower_id INT REFERENCES users(id) ON DELETE CASCADE,
      followed_id INT REFERENCES users(id) ON DELETE CASCADE,
      PRIMARY KEY (follower_id, followed_id));
    CREATE TABLE IF NOT EXISTS tags (id SERIAL PRIMARY KEY, name TEXT UNIQUE NOT NULL);
  `);
}

module.exports = { pool, migrate };
