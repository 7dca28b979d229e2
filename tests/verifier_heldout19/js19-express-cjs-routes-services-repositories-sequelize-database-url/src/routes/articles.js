const { Router } = require('express');
const articleService = require('../services/article-service');

const router = Router();

router.get('/', async (req, res, next) => {
  try {
    const result = await articleService.list(req.query);
    res.json(result);
  } catch (err) { next(err); }
});

router.get('/:slug', async (req, res, next) => {
  try {
    res.json({ article: await articleService.get(req.params.slug) });
  } catch (err) { next(err); }
});

module.exports = router;
