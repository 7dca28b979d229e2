const { Router } = require('express');
const Database = require('better-sqlite3');
const articleService = require('../services/articleService');

const router = Router();

router.post('/articles', (req, res) => {
  try {
    res.status(201).json({ article: articleService.create(req.body.article) });
  } catch (err) {
    if (err instanceof Database.SqliteError && err.code === 'SQLITE_CONSTRAINT_UNIQUE') {
      return res.status(422).json({ errors: { title: ['has already been taken'] } });
    }
    throw err;
  }
});

router.get('/articles/:slug', (req, res) => {
  const article = articleService.get(req.params.slug);
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article });
});

module.exports = router;
