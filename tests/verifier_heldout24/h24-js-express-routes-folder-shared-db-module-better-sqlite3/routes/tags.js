const router = require('express').Router();
const db = require('../db');

router.get('/tags', (req, res) => {
  res.json({ tags: db.prepare('SELECT name FROM tags ORDER BY name').all().map((r) => r.name) });
});

module.exports = router;
