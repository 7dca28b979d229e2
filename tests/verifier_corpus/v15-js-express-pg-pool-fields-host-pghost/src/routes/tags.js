const express = require('express');
const pool = require('../db/pool');

const router = express.Router();

router.get('/', async (req, res, next) => {
  try {
    const { rows } = await pool.query('SELECT name FROM tags ORDER BY name');
    res.json({ tags: rows.map((r) => r.name) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
