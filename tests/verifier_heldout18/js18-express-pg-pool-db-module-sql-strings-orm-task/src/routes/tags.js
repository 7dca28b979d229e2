const router = require('express').Router();
const db = require('../db');

router.get('/tags', async (req, res) => {
  const { rows } = await db.query('SELECT DISTINCT tag FROM article_tags ORDER BY tag');
  res.json({ tags: rows.map((r) => r.tag) });
});

module.exports = router;
