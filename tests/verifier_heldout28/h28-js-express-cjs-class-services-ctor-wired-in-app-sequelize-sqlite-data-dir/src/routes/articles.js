const express = require('express');
const { requireAuth, optionalAuth } = require('../middleware/auth');

module.exports = function articlesRouter({ articleService }) {
  const router = express.Router();

  router.get('/articles', optionalAuth, async (req, res, next) => {
    try {
      res.json(await articleService.list(req.query, req.userId));
    } catch (e) { next(e); }
  });

  router.post('/articles', requireAuth, async (req, res, next) => {
    try {
      res.status(201).json({ article: await articleService.create(req.userId, req.body.article || {}) });
    } catch (e) { next(e); }
  });

  router.get('/articles/:slug', optionalAuth, async (req, res, next) => {
    try {
      res.json({ article: await articleService.get(req.params.slug, req.userId) });
    } catch (e) { next(e); }
  });

  router.delete('/articles/:slug', requireAuth, async (req, res, next) => {
    try {
      await articleService.remove(req.params.slug, req.userId);
      res.status(204).end();
    } catch (e) { next(e); }
  });

  router.post('/articles/:slug/favorite', requireAuth, async (req, res, next) => {
    try {
      res.json({ article: await articleService.favorite(req.params.slug, req.userId) });
    } catch (e) { next(e); }
  });

  return router;
};
