const { Pool } = require('pg');

// local defaults for development; DATABASE_URL (set in CI / containers) takes over
const pool = new Pool({
  host: 'localhost',
  port: 5432,
  user: 'postgres',
  password: 'postgres',
  database: 'conduit_dev',
  max: 10,
  ...(process.env.DATABASE_URL && { connectionString: process.env.DATABASE_URL }),
});

async function init() {
  await pool.query(`CREATE TABLE IF NOT EXISTS tags (id SERIAL PRIMARY KEY, name TEXT UNIQUE NOT NULL)`);
}
module.exports = { pool, init };
