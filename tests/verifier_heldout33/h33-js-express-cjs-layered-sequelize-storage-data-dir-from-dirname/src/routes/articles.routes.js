const { Router } = require('express');
const articleService = require('../services/article.service');
const router = Router();

router.get('/', async (req, res, next) => {
  try {
    const { tag, author, limit = 20, offset = 0 } = req.query;
    const result = await articleService.list({ tag, author, limit: +limit, offset: +offset });
    res.json(result);
  } catch (e) { next(e); }
});

router.get('/:slug', async (req, res, next) => {
  try {
    res.json({ article: await articleService.getBySlug(req.params.slug) });
  } catch (e) { next(e); }
});

module.exports = router;
