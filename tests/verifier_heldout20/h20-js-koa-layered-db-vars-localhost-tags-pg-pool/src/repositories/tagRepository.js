const { Pool } = require('pg');
const db = require('../config/db');

// a plain pool is faster for this hot, read-only endpoint
const pool = new Pool(db);

exports.allNames = async () => {
  const { rows } = await pool.query('SELECT name FROM tags ORDER BY name');
  return rows.map((r) => r.name);
};
