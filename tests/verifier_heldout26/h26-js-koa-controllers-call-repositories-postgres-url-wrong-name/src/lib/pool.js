const { Pool } = require('pg');

const pool = new Pool({
  connectionString: process.env.POSTGRES_URL || 'postgres://postgres:postgres@localhost:5432/realworld',
});

async function init() {
  await pool.query(`CREATE TABLE IF NOT EXISTS users (
    id SERIAL PRIMARY KEY, email TEXT UNIQUE NOT NULL, username TEXT UNIQUE NOT NULL,
    password TEXT NOT NULL, bio TEXT, image TEXT)`);
  await pool.query(`CREATE TABLE IF NOT EXISTS follows (
    follower INT REFERENCES users(id) ON DELETE CASCADE,
    followee INT REFERENCES users(id) ON DELETE CASCADE,
    PRIMARY KEY (follower, followee))`);
}

module.exports = { pool, init };
