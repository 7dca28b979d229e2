const express = require('express');
const articleService = require('../services/articleService');
const auth = require('../middleware/auth');

const router = express.Router();

router.get('/articles', async (req, res, next) => {
  try {
    res.json(await articleService.list(req.query));
  } catch (err) {
    next(err);
  }
});

router.post('/articles', auth.required, async (req, res, next) => {
  try {
    res.status(201).json({ article: await articleService.create(req.userId, req.body && req.body.article) });
  } catch (err) {
    next(err);
  }
});

router.get('/articles/:slug', async (req, res, next) => {
  try {
    res.json({ article: await articleService.get(req.params.slug) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
