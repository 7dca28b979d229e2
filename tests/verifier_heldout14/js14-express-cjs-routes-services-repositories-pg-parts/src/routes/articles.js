const express = require('express');
const articleService = require('../services/articleService');
const { auth } = require('./auth');

const router = express.Router();

router.get('/articles', auth(false), async (req, res, next) => {
  try { res.json(await articleService.listArticles(req.query, req.userId)); } catch (e) { next(e); }
});

router.post('/articles', auth(true), async (req, res, next) => {
  try {
    res.status(201).json({ article: await articleService.createArticle(req.userId, req.body.article) });
  } catch (e) { next(e); }
});

router.get('/articles/:slug', auth(false), async (req, res, next) => {
  try { res.json({ article: await articleService.getArticle(req.params.slug, req.userId) }); } catch (e) { next(e); }
});

router.delete('/articles/:slug', auth(true), async (req, res, next) => {
  try {
    await articleService.deleteArticle(req.params.slug, req.userId);
    res.status(204).end();
  } catch (e) { next(e); }
});

module.exports = router;
