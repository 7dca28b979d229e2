const { Router } = require('express');
const { pool } = require('./db');
const router = Router();
router.get('/tags', async (req, res) => {
  const { rows } = await pool.query('SELECT name FROM tags ORDER BY name');
  res.json({ tags: rows.map((r) => r.name) });
});
module.exports = router;
