const { Router } = require('express');
const articleService = require('../services/article-service');
const { requireAuth } = require('./auth');

const router = Router();

router.get('/', async (req, res, next) => {
  try { res.json(await articleService.list(req.query)); } catch (err) { next(err); }
});

router.post('/', requireAuth, async (req, res, next) => {
  try {
    const article = await articleService.create(req.userId, req.body.article);
    res.status(201).json({ article });
  } catch (err) { next(err); }
});

router.delete('/:slug', requireAuth, async (req, res, next) => {
  try {
    await articleService.remove(req.userId, req.params.slug);
    res.status(204).end();
  } catch (err) { next(err); }
});

module.exports = router;
