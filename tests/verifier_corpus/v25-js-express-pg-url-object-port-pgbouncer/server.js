const express = require('express');
const { Pool } = require('pg');

const url = new URL(process.env.DATABASE_URL);
url.port = '6432'; // through the local pgbouncer
const pool = new Pool({ connectionString: url.toString() });

const app = express();
app.get('/api/tags', async (req, res) => {
  const { rows } = await pool.query('SELECT name FROM tags ORDER BY name');
  res.json({ tags: rows.map((r) => r.name) });
});
app.listen(8080);
