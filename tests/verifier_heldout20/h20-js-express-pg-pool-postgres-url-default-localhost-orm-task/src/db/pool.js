const { Pool } = require('pg');

const connectionString =
  process.env.POSTGRES_URL || 'postgresql://postgres:postgres@localhost:5432/conduit';

const pool = new Pool({ connectionString, max: 10 });

module.exports = { pool, query: (text, params) => pool.query(text, params) };
