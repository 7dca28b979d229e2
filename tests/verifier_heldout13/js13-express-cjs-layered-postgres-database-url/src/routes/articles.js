const { Router } = require('express');
const articleService = require('../services/articleService');
const { requireAuth, optionalAuth } = require('../middleware/auth');

const router = Router();

router.get('/articles', optionalAuth, async (req, res, next) => {
  try {
    res.json(await articleService.list(req.query, req.userId));
  } catch (e) { next(e); }
});

router.post('/articles', requireAuth, async (req, res, next) => {
  try {
    res.status(201).json({ article: await articleService.create(req.body.article, req.userId) });
  } catch (e) { next(e); }
});

router.get('/articles/:slug', optionalAuth, async (req, res, next) => {
  try {
    res.json({ article: await articleService.get(req.params.slug, req.userId) });
  } catch (e) { next(e); }
});

router.get('/tags', async (_req, res, next) => {
  try {
    res.json({ tags: await articleService.tags() });
  } catch (e) { next(e); }
});

module.exports = router;
