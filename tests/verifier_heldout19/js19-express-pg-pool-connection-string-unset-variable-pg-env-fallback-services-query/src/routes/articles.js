const router = require('express').Router();
const articleService = require('../services/articleService');

router.get('/', async (req, res, next) => {
  try {
    res.json(await articleService.listArticles({ limit: +req.query.limit || 20, offset: +req.query.offset || 0, tag: req.query.tag }));
  } catch (e) { next(e); }
});

router.get('/:slug', async (req, res, next) => {
  try {
    const article = await articleService.getArticle(req.params.slug);
    if (!article) return res.status(404).end();
    res.json({ article });
  } catch (e) { next(e); }
});

module.exports = router;
