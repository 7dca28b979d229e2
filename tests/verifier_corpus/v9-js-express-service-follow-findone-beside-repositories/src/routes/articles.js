const { Router } = require('express');
const auth = require('../middleware/auth');
const articleService = require('../services/article-service');

const router = Router();

router.get('/articles', auth.optional, async (req, res, next) => {
  try {
    res.json(await articleService.listArticles(req.query, req.userId));
  } catch (err) { next(err); }
});

router.get('/articles/feed', auth.required, async (req, res, next) => {
  try {
    res.json(await articleService.feed(req.query, req.userId));
  } catch (err) { next(err); }
});

router.get('/articles/:slug', auth.optional, async (req, res, next) => {
  try {
    res.json({ article: await articleService.getArticle(req.params.slug, req.userId) });
  } catch (err) { next(err); }
});

router.post('/articles', auth.required, async (req, res, next) => {
  try {
    res.status(201).json({ article: await articleService.createArticle(req.body.article || {}, req.userId) });
  } catch (err) { next(err); }
});

module.exports = router;
