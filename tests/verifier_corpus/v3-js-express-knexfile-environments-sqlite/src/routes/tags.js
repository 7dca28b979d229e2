const router = require('express').Router();
const db = require('../db');

router.get('/tags', async (req, res) => {
  const rows = await db('tags').select('name').orderBy('name');
  res.json({ tags: rows.map((r) => r.name) });
});

module.exports = router;
