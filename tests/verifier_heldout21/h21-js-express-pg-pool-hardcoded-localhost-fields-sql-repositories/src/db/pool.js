const { Pool } = require('pg');

// Connection settings for the Postgres instance given in the task.
const pool = new Pool({
  host: 'localhost',
  port: 5432,
  user: 'user',
  password: 'password',
  database: 'conduit',
  max: 10,
});

module.exports = pool;
