'use strict';
const express = require('express');
const { query } = require('../db');

const router = express.Router();

router.get('/tags', async (_req, res, next) => {
  try {
    const { rows } = await query('SELECT DISTINCT tag FROM article_tags ORDER BY tag');
    res.json({ tags: rows.map((r) => r.tag) });
  } catch (err) { next(err); }
});

module.exports = router;
