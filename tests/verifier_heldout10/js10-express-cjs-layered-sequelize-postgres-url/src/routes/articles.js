const express = require('express');
const articleService = require('../services/articleService');
const { auth } = require('../middleware/auth');

const router = express.Router();

router.get('/articles', auth(false), async (req, res, next) => {
  try {
    res.json(await articleService.list(req.query, req.userId));
  } catch (err) { next(err); }
});

router.post('/articles', auth(true), async (req, res, next) => {
  try {
    res.status(201).json({ article: await articleService.create(req.body.article, req.userId) });
  } catch (err) { next(err); }
});

router.get('/articles/:slug', auth(false), async (req, res, next) => {
  try {
    res.json({ article: await articleService.get(req.params.slug, req.userId) });
  } catch (err) { next(err); }
});

router.delete('/articles/:slug', auth(true), async (req, res, next) => {
  try {
    await articleService.remove(req.params.slug, req.userId);
    res.status(204).end();
  } catch (err) { next(err); }
});

module.exports = router;
