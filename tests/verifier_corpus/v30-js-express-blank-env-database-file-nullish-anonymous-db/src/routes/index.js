const express = require('express');
const { db } = require('../db');
const router = express.Router();
router.get('/tags', (req, res) => {
  const rows = db.prepare('SELECT name FROM tags ORDER BY name').all();
  res.json({ tags: rows.map((r) => r.name) });
});
router.post('/users', (req, res) => {
  const { username, email } = req.body.user;
  const info = db.prepare('INSERT INTO users (username, email) VALUES (?, ?)').run(username, email);
  res.status(201).json({ user: { id: info.lastInsertRowid, username, email } });
});
module.exports = router;
