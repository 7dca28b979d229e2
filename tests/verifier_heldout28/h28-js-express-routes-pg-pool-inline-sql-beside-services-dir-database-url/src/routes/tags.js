const { Router } = require('express');
const pool = require('../db/pool');

const router = Router();

router.get('/tags', async (_req, res, next) => {
  try {
    const { rows } = await pool.query('SELECT name FROM tags ORDER BY name');
    res.json({ tags: rows.map((r) => r.name) });
  } catch (e) { next(e); }
});

module.exports = router;
