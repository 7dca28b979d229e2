'use strict';
const express = require('express');
const articleService = require('../services/article.service');
const articleRepository = require('../repositories/article.repository');
const auth = require('../middleware/auth');

const router = express.Router();

// Resolve :slug once for every /articles/:slug... route.
router.param('slug', async (req, res, next, slug) => {
  try {
    const article = await articleRepository.findBySlug(slug);
    if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
    req.article = article;
    return next();
  } catch (err) {
    return next(err);
  }
});

const h = (fn) => (req, res, next) => Promise.resolve(fn(req, res)).catch(next);
const uid = (req) => (req.user ? req.user.id : null);

router.post('/', auth.required, h(async (req, res) => {
  res.status(201).json({ article: await articleService.create(req.user.id, req.body.article) });
}));

router.get('/:slug', auth.optional, h(async (req, res) => {
  res.json({ article: await articleService.toJSON(req.article, uid(req)) });
}));

router.put('/:slug', auth.required, h(async (req, res) => {
  res.json({ article: await articleService.update(req.article, req.user.id, req.body.article) });
}));

router.delete('/:slug', auth.required, h(async (req, res) => {
  await articleService.remove(req.article, req.user.id);
  res.status(204).end();
}));

router.post('/:slug/favorite', auth.required, h(async (req, res) => {
  res.json({ article: await articleService.favorite(req.article, req.user.id) });
}));

router.delete('/:slug/favorite', auth.required, h(async (req, res) => {
  res.json({ article: await articleService.unfavorite(req.article, req.user.id) });
}));

module.exports = router;
