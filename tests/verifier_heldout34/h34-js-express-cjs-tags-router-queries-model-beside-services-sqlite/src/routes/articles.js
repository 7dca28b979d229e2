const express = require('express');
const articleService = require('../services/articleService');

const router = express.Router();

router.get('/articles', async (req, res, next) => {
  try {
    res.json(await articleService.listArticles(req.query));
  } catch (e) { next(e); }
});

router.get('/articles/:slug', async (req, res, next) => {
  try {
    res.json({ article: await articleService.getArticle(req.params.slug) });
  } catch (e) { next(e); }
});

module.exports = router;
