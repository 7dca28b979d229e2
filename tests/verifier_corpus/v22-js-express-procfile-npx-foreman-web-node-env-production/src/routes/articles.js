const express = require('express');
const articleService = require('../services/articleService');

const router = express.Router();

router.get('/', async (req, res, next) => {
  try {
    res.json(await articleService.list(req.query));
  } catch (err) {
    next(err);
  }
});

router.get('/:slug', async (req, res, next) => {
  try {
    const article = await articleService.get(req.params.slug);
    if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
    res.json({ article });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
