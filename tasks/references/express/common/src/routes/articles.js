// feature-file: articles
const { Router } = require('express');
const articleService = require('../services/articleService');
const { optionalAuth, requireAuth } = require('./auth');

const router = Router();

router.get('/articles', optionalAuth, async (req, res) => {
  res.json(await articleService.list(req.query, req.userId));
});
// feature-begin: profiles

// Declared before /articles/:slug so that "feed" is not taken for a slug.
router.get('/articles/feed', requireAuth, async (req, res) => {
  res.json(await articleService.feed(req.userId, req.query));
});
// feature-end: profiles

router.post('/articles', requireAuth, async (req, res) => {
  res.status(201).json({ article: await articleService.create(req.userId, req.body?.article) });
});

router.get('/articles/:slug', optionalAuth, async (req, res) => {
  res.json({ article: await articleService.get(req.params.slug, req.userId) });
});

router.put('/articles/:slug', requireAuth, async (req, res) => {
  res.json({ article: await articleService.update(req.userId, req.params.slug, req.body?.article) });
});

router.delete('/articles/:slug', requireAuth, async (req, res) => {
  await articleService.remove(req.userId, req.params.slug);
  res.sendStatus(204);
});
// feature-begin: favorites

router.post('/articles/:slug/favorite', requireAuth, async (req, res) => {
  res.json({ article: await articleService.favorite(req.userId, req.params.slug) });
});

router.delete('/articles/:slug/favorite', requireAuth, async (req, res) => {
  res.json({ article: await articleService.unfavorite(req.userId, req.params.slug) });
});
// feature-end: favorites

module.exports = router;
