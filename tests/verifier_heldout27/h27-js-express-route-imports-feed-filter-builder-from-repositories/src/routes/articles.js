const express = require('express');
const articleService = require('../services/article-service');
const { auth } = require('../middleware/auth');
const { buildListFilter, buildFeedFilter } = require('../repositories/article-filters');

const router = express.Router();

router.get('/articles', auth(false), async (req, res, next) => {
  try {
    res.json(await articleService.list(buildListFilter(req.query), req.user));
  } catch (e) {
    next(e);
  }
});

router.get('/articles/feed', auth(true), async (req, res, next) => {
  try {
    res.json(await articleService.feed(req.user, (ids) => buildFeedFilter(ids, req.query)));
  } catch (e) {
    next(e);
  }
});

router.get('/articles/:slug', auth(false), async (req, res, next) => {
  try {
    res.json({ article: await articleService.get(req.params.slug, req.user) });
  } catch (e) {
    next(e);
  }
});

router.post('/articles', auth(true), async (req, res, next) => {
  try {
    res.status(201).json({ article: await articleService.create(req.user, req.body.article || {}) });
  } catch (e) {
    next(e);
  }
});

router.get('/tags', async (req, res, next) => {
  try {
    res.json({ tags: await articleService.tags() });
  } catch (e) {
    next(e);
  }
});

module.exports = router;
