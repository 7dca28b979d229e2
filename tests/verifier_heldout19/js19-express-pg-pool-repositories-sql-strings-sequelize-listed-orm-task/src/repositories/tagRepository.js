const { pool } = require('./db');

async function listNames() {
  const { rows } = await pool.query('SELECT name FROM tags ORDER BY name');
  return rows.map((r) => r.name);
}

module.exports = { listNames };
