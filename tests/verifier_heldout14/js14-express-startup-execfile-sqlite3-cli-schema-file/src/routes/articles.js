const router = require('express').Router();
const articles = require('../services/articles');

router.get('/articles', async (req, res, next) => {
  try { res.json(await articles.list(req.query)); } catch (e) { next(e); }
});

router.get('/articles/:slug', async (req, res, next) => {
  try {
    const article = await articles.get(req.params.slug);
    if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
    res.json({ article });
  } catch (e) { next(e); }
});

module.exports = router;
