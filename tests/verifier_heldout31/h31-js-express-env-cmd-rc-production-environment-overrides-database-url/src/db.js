const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

async function migrate() {
  await pool.query(`CREATE TABLE IF NOT EXISTS users (
    id SERIAL PRIMARY KEY,
    username TEXT UNIQUE NOT NULL,
    email TEXT UNIQUE NOT NULL,
    password_hash TEXT NOT NULL,
    bio TEXT,
    image TEXT
  )`);
  await pool.query(`CREATE TABLE IF NOT EXISTS tags (name TEXT PRIMARY KEY)`);
}

module.exports = { pool, migrate };
