const express = require('express');
const ArticleRepository = require('../repositories/ArticleRepository');
const ArticleService = require('../services/ArticleService');

const router = express.Router();
const articleService = new ArticleService(new ArticleRepository());

router.get('/', async (req, res, next) => {
  try { res.json(await articleService.list(req.query)); } catch (e) { next(e); }
});

router.get('/:slug', async (req, res, next) => {
  try { res.json({ article: await articleService.get(req.params.slug) }); } catch (e) { next(e); }
});

router.put('/:slug', async (req, res, next) => {
  try {
    const article = await articleService.update(req.params.slug, req.user && req.user.id, (req.body && req.body.article) || {});
    res.json({ article });
  } catch (e) { next(e); }
});

module.exports = router;
