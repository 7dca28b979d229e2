const { Pool } = require('pg');

// No arguments: node-postgres reads PGHOST, PGPORT, PGUSER, PGPASSWORD and PGDATABASE.
const pool = new Pool({ max: 10 });

async function migrate() {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS users (
      id SERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
      password TEXT NOT NULL, bio TEXT, image TEXT);
    CREATE TABLE IF NOT EXISTS articles (
      id SERIAL PRIMARY KEY, slug TEXT UNIQUE NOT NULL, title TEXT NOT NULL, description TEXT,
      body TEXT, author_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
      created_at TIMESTAMPTZ DEFAULT now(), updated_at TIMESTAMPTZ DEFAULT now());
    CREATE TABLE IF NOT EXISTS article_tags (article_id INTEGER REFERENCES articles(id) ON DELETE CASCADE, tag TEXT NOT NULL);
  `);
}

module.exports = { pool, migrate, query: (text, params) => pool.query(text, params) };
