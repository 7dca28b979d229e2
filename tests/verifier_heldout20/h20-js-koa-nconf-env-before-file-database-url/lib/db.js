const { Pool } = require('pg');
const config = require('./config');

const pool = new Pool({ connectionString: config.get('DATABASE_URL') });

async function init() {
  await pool.query(`CREATE TABLE IF NOT EXISTS users (
    id SERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
    password TEXT NOT NULL, bio TEXT, image TEXT)`);
}

module.exports = { pool, init };
