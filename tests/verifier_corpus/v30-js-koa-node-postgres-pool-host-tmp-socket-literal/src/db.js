'use strict';

const { Pool } = require('pg');

// Unix socket in /tmp: no TCP round trip to the database
const pool = new Pool({
  host: '/tmp',
  port: Number(process.env.PGPORT || 5432),
  database: process.env.PGDATABASE,
  user: process.env.PGUSER,
  password: process.env.PGPASSWORD,
  max: 10,
});

async function init() {
  await pool.query(`CREATE TABLE IF NOT EXISTS tags (
    id SERIAL PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
  )`);
}

module.exports = { pool, init };
