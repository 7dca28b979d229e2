const { Router } = require('express');
const articleService = require('../services/articleService');
const { requireAuth } = require('../middleware/auth');

const router = Router();

router.get('/:slug', async (req, res, next) => {
  try {
    const article = await articleService.getArticle(req.params.slug);
    res.json({ article: article.toJSON() });
  } catch (err) { next(err); }
});

router.post('/', requireAuth, async (req, res, next) => {
  try {
    const article = await articleService.createArticle(req.userId, req.body.article);
    res.status(201).json({ article: article.toJSON() });
  } catch (err) { next(err); }
});

router.delete('/:slug', requireAuth, async (req, res, next) => {
  try {
    await articleService.deleteArticle(req.userId, req.params.slug);
    res.status(204).end();
  } catch (err) { next(err); }
});

module.exports = router;
