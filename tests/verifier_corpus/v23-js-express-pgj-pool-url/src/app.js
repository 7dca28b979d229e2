const express = require('express');
const { Pool } = require('pg');
const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const app = express();
app.get('/api/tags', async (req, res) => {
  const { rows } = await pool.query('SELECT name FROM tags');
  res.json({ tags: rows.map((r) => r.name) });
});
app.listen(8080);
