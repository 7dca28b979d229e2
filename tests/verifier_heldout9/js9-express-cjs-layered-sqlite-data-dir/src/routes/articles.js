const { Router } = require('express');
const articleService = require('../services/article-service');
const auth = require('../middleware/auth');

const router = Router();

router.get('/articles', auth.optional, async (req, res, next) => {
  try {
    res.json(await articleService.list(req.query, req.auth && req.auth.id));
  } catch (e) { next(e); }
});

router.post('/articles', auth.required, async (req, res, next) => {
  try {
    res.status(201).json({ article: await articleService.create(req.body.article, req.auth.id) });
  } catch (e) { next(e); }
});

router.get('/articles/:slug', auth.optional, async (req, res, next) => {
  try {
    res.json({ article: await articleService.get(req.params.slug, req.auth && req.auth.id) });
  } catch (e) { next(e); }
});

router.delete('/articles/:slug', auth.required, async (req, res, next) => {
  try {
    await articleService.remove(req.params.slug, req.auth.id);
    res.status(204).end();
  } catch (e) { next(e); }
});

module.exports = router;
