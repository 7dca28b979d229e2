const express = require('express');
const articleService = require('../services/articleService');
const { requireAuth } = require('../middleware/auth');

const router = express.Router();

router.get('/articles', async (req, res, next) => {
  try {
    const { rows, count } = await articleService.listArticles(req.query);
    res.json({ articles: rows, articlesCount: count });
  } catch (e) { next(e); }
});

router.post('/articles', requireAuth, async (req, res, next) => {
  try { res.status(201).json({ article: await articleService.createArticle(req.user, req.body.article) }); } catch (e) { next(e); }
});

router.get('/articles/:slug', async (req, res, next) => {
  try { res.json({ article: await articleService.getArticle(req.params.slug) }); } catch (e) { next(e); }
});

router.get('/tags', async (req, res, next) => {
  try { res.json({ tags: await articleService.listTags() }); } catch (e) { next(e); }
});

module.exports = router;
