const express = require('express');
const { Pool } = require('pg');
const pool = new Pool({ host: process.env.PGHOST, port: 5433, user: process.env.PGUSER, password: process.env.PGPASSWORD, database: process.env.PGDATABASE });
const app = express();
app.get('/api/tags', async (req, res) => {
  const { rows } = await pool.query('SELECT name FROM tags');
  res.json({ tags: rows.map((r) => r.name) });
});
app.listen(8080);
